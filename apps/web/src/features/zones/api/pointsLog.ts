import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PointsLog, PointsLogQuerySchema } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/points/log: 积分明细, newest first, with the balance after each change. */
export function usePointsLog(page: number) {
  return useQuery({
    queryKey: ['promo', 'points-log', page],
    queryFn: ({ signal }) =>
      api.get<PointsLog, typeof PointsLogQuerySchema>('/points/log', { page }, { signal }),
    placeholderData: keepPreviousData,
  });
}
