import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GoodsActivities, Wntj } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/goods/activities: the live promotions with a few goods each (home floors). */
export function useGoodsActivities() {
  return useQuery({
    queryKey: ['promo', 'activities'],
    queryFn: ({ signal }) => api.get<GoodsActivities>('/goods/activities', undefined, { signal }),
    staleTime: 60_000,
  });
}

/** GET /api/index_wntj/{page}: 为您推荐, by what this buyer orders; a page of 12. */
export function useWntj(page: number) {
  return useQuery({
    queryKey: ['promo', 'wntj', page],
    queryFn: ({ signal }) => api.get<Wntj>(`/index_wntj/${page}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
