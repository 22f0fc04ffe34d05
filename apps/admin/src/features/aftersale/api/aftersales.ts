import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import type {
  AdminAftersaleDetail,
  AdminBulkBodySchema,
  AdminBulkResult,
  AdminAftersaleQuerySchema,
  AftersaleApproveSchema,
  AftersaleRejectSchema,
  AdminAftersaleListSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

export type AftersaleRow = z.infer<typeof AdminAftersaleListSchema>['list'][number];

export const fetchAftersales = (params: Record<string, unknown>) =>
  api.get<z.infer<typeof AdminAftersaleListSchema>, typeof AdminAftersaleQuerySchema>('/aftersales', params);
export const useAftersale = (id: number) =>
  useQuery({
    queryKey: ['admin', 'aftersale', id],
    queryFn: () => api.get<AdminAftersaleDetail>(`/aftersales/${id}`),
  });
export const approveAftersale = (id: number, return_address: string) =>
  api.post<unknown, typeof AftersaleApproveSchema>(`/aftersales/${id}/approve`, { return_address });
export const rejectAftersale = (id: number, reason: string) =>
  api.post<unknown, typeof AftersaleRejectSchema>(`/aftersales/${id}/reject`, { reason });
export const receiveAftersale = (id: number) => api.post(`/aftersales/${id}/receive`);
export const refundAftersale = (id: number) => api.post(`/aftersales/${id}/refund`);

export const bulkAftersales = (action: 'receive' | 'refund', ids: number[]) =>
  api.post<AdminBulkResult, typeof AdminBulkBodySchema>(`/aftersales/bulk-${action}`, { ids });
