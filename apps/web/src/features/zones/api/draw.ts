import { useQuery } from '@tanstack/react-query';
import type { DrawActivity, DrawRecord, DrawResult, DrawSimple, DrawIdQuerySchema } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/draw/simple: the current draw and whether the buyer joined it (popup gate). */
export function useCurrentDraw() {
  return useQuery({
    queryKey: ['draw', 'simple'],
    queryFn: ({ signal }) => api.get<DrawSimple>('/draw/simple', undefined, { signal, silent: true }),
    retry: false,
  });
}

/** GET /api/draw/:id/activity: prizes and rules. */
export function useDrawActivity(id: number | undefined) {
  return useQuery({
    queryKey: ['draw', 'activity', id],
    enabled: id !== undefined,
    queryFn: ({ signal }) => api.get<DrawActivity>(`/draw/${id ?? 0}/activity`, undefined, { signal }),
  });
}

/** GET /api/draw/new_record: latest winners, names masked. */
export function useDrawWinners(id: number | undefined) {
  return useQuery({
    queryKey: ['draw', 'winners', id],
    enabled: id !== undefined,
    queryFn: ({ signal }) =>
      api.get<DrawRecord[], typeof DrawIdQuerySchema>(
        '/draw/new_record',
        { id: id ?? 0 },
        { signal, silent: true },
      ),
  });
}

/** GET /api/draw/record: the buyer's own draws. */
export function useMyDrawRecords(enabled: boolean) {
  return useQuery({
    queryKey: ['draw', 'records'],
    enabled,
    queryFn: ({ signal }) => api.get<DrawRecord[]>('/draw/record', undefined, { signal }),
  });
}

/** GET /api/draw/ads: the popup's ads. */
export function useDrawAds() {
  return useQuery({
    queryKey: ['draw', 'ads'],
    queryFn: ({ signal }) =>
      api.get<Array<{ id: number; image: string; url: string; title: string }>>('/draw/ads', undefined, {
        signal,
        silent: true,
      }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/draw?id= : one draw; the server decides the prize. Errors go to the shared handler (spec §8). */
export const drawOnce = (id: number) =>
  api.get<DrawResult, typeof DrawIdQuerySchema>('/draw', { id }, { keepPrevious: true });
