import { useQuery } from '@tanstack/react-query';
import type { Logistics, OrderDetail } from '@shop/shared';
import { api } from '../../../lib/api';

export const orderDetailKey = (id: number) => ['order', 'detail', id] as const;

/** GET /api/order/:id: lines with their lots (batch, expiry), amounts, payment, timeline. */
export function useOrderDetailQuery(id: number) {
  return useQuery({
    queryKey: orderDetailKey(id),
    enabled: id > 0,
    queryFn: ({ signal }) => api.get<OrderDetail>(`/order/${id}`, undefined, { signal }),
    staleTime: 0,
  });
}

/** GET /api/order/:id/logistics, asked only once the order has left the warehouse. */
export function useLogisticsQuery(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['order', 'logistics', id],
    enabled: enabled && id > 0,
    queryFn: ({ signal }) => api.get<Logistics>(`/order/${id}/logistics`, undefined, { signal }),
  });
}

/**
 * GET /api/order/:id/trace_codes: the 药品追溯码 shipped with the order, per line and batch (xlsx;
 * `csv` for ERPs that read CSV). A plain link: the session cookie goes with it, the browser saves it.
 */
export const traceCodesUrl = (id: number, format: 'xlsx' | 'csv' = 'xlsx') =>
  `/api/order/${id}/trace_codes${format === 'csv' ? '?format=csv' : ''}`;
