import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZonePage, ZoneSummarySchema } from '@shop/shared';
import { api } from '../../../lib/api';

export type ZoneTemplate = ZonePage['template'];
export type ZoneSummary = z.infer<typeof ZoneSummarySchema>;

/** GET /api/zone/:template: the live zones an operator made from one template. */
export function useZoneList(template: ZoneTemplate) {
  return useQuery({
    queryKey: ['promo', 'zones', template],
    queryFn: ({ signal }) => api.get<ZoneSummary[]>(`/zone/${template}`, undefined, { signal }),
  });
}

/** GET /api/zone/:template/:id: one zone's banner and sections; silent so a gone zone shows its page. */
export function useZonePage(template: ZoneTemplate, id: number | undefined) {
  return useQuery({
    queryKey: ['promo', 'zone', template, id],
    enabled: id !== undefined,
    queryFn: ({ signal }) =>
      api.get<ZonePage>(`/zone/${template}/${id ?? 0}`, undefined, { signal, silent: true }),
    retry: false,
  });
}
