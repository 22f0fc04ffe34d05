import { useQuery } from '@tanstack/react-query';
import type { OrderListResponse, OrderListQuerySchema } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/order?page=1: the member home's latest orders and the count of each tab. */
export function useRecentOrdersQuery() {
  return useQuery({
    queryKey: ['order', 'list', 'recent'],
    queryFn: ({ signal }) =>
      api.get<OrderListResponse, typeof OrderListQuerySchema>(
        '/order',
        { page: 1, page_size: 5 },
        { signal },
      ),
    staleTime: 10_000,
  });
}
