import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { FocusAd } from '@shop/shared';

/** Ad slots of GET /api/focus/:position that belong to a zone page's banner. */
export type ZoneAdSlot =
  | 'ppzq'
  | 'zyzq'
  | 'yx'
  | 'kxzq'
  | 'new_kxzq'
  | 'mrtj'
  | 'welfare'
  | 'zhzq'
  | 'lqzx'
  | 'hb'
  | 'ptzq'
  | 'jfsc'
  | 'spike'
  | 'kxzq_ad'
  | 'demo'
  | 'postList'
  | `brand/${number}`;

/** A zone's banner ad; decoration only, so a failure just leaves the text strip. */
export function useZoneAd(slot: ZoneAdSlot | undefined) {
  return useQuery({
    queryKey: ['focus', slot],
    enabled: slot !== undefined,
    queryFn: ({ signal }) => api.get<FocusAd[]>(`/focus/${slot ?? ''}`, undefined, { silent: true, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
