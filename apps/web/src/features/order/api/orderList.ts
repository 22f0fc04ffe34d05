import type { OrderListQuerySchema } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderListResponse } from '@shop/shared';
import { api } from '../../../lib/api';
import { toApiParams, type OrderListState } from '../lib/listQuery';

export const orderListKey = (s: OrderListState) => ['order', 'list', toApiParams(s)] as const;

/** GET /api/order?status=&keyword=&page=: one page of orders plus the count of every tab. */
export function useOrderListQuery(s: OrderListState) {
  return useQuery({
    queryKey: orderListKey(s),
    queryFn: ({ signal }) =>
      api.get<OrderListResponse, typeof OrderListQuerySchema>('/order', toApiParams(s), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
