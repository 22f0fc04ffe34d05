import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PointsExchangeBody,
  PointsMall,
  PointsOrderList,
  PointsExchangeBodySchema,
  PointsOrderListQuerySchema,
  PointsExchangeResultSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/points/goods: the points mall and the buyer's points. */
export function usePointsMall() {
  return useQuery({
    queryKey: ['promo', 'points-mall'],
    queryFn: ({ signal }) => api.get<PointsMall>('/points/goods', undefined, { signal }),
  });
}

/** POST /api/points/exchange; points, balance and the points orders refresh after it. */
export function useExchangePoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsExchangeBody) =>
      api.post<z.infer<typeof PointsExchangeResultSchema>, typeof PointsExchangeBodySchema>(
        '/points/exchange',
        body,
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['promo', 'points-mall'] }),
        client.invalidateQueries({ queryKey: ['promo', 'points-orders'] }),
        client.invalidateQueries({ queryKey: ['user'] }),
      ]),
  });
}

/** GET /api/points/orders: 积分订单, newest first. */
export function usePointsOrders(page: number) {
  return useQuery({
    queryKey: ['promo', 'points-orders', page],
    queryFn: ({ signal }) =>
      api.get<PointsOrderList, typeof PointsOrderListQuerySchema>('/points/orders', { page }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/points/orders/:id/confirm (确认收货). */
export function useConfirmPointsOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`/points/orders/${id}/confirm`),
    onSettled: () => client.invalidateQueries({ queryKey: ['promo', 'points-orders'] }),
  });
}
