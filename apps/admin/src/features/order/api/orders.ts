import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import type {
  AdminBulkBodySchema,
  AdminBulkPickResult,
  AdminBulkResult,
  AdminBulkShipBody,
  AdminBulkShipBodySchema,
  AdminOrderDetail,
  ShipBody,
  AdminOrderQuerySchema,
  CancelBodySchema,
  ConfirmTransferBodySchema,
  ShipBodySchema,
  AdminOrderListSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

export const fetchOrders = (params: Record<string, unknown>) =>
  api.get<z.infer<typeof AdminOrderListSchema>, typeof AdminOrderQuerySchema>('/orders', params);
export const useOrder = (id: number) =>
  useQuery({ queryKey: ['admin', 'order', id], queryFn: () => api.get<AdminOrderDetail>(`/orders/${id}`) });
export const confirmTransfer = (id: number, body: { amount: string; bank_serial: string; note?: string }) =>
  api.post<unknown, typeof ConfirmTransferBodySchema>(`/orders/${id}/confirm-transfer`, body);
export const shipOrder = (id: number, body: ShipBody) =>
  api.post<unknown, typeof ShipBodySchema>(`/orders/${id}/ship`, body);
export const cancelOrder = (id: number, reason: string) =>
  api.post<unknown, typeof CancelBodySchema>(`/orders/${id}/cancel`, { reason });

/** Bulk over chosen rows (across pages): the server answers each row done or refused with why. */
export const bulkPickOrders = (ids: number[]) =>
  api.post<AdminBulkPickResult, typeof AdminBulkBodySchema>('/orders/bulk-pick', { ids });
export const bulkPrintableOrders = (ids: number[]) =>
  api.post<AdminBulkResult, typeof AdminBulkBodySchema>('/orders/bulk-printable', { ids });
export const bulkShipOrders = (items: AdminBulkShipBody['items']) =>
  api.post<AdminBulkResult, typeof AdminBulkShipBodySchema>('/orders/bulk-ship', { items });
