import type { InspectBody, InspectBodySchema } from '@shop/shared';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import type {
  AdminAftersaleDetail,
  AdminBulkBodySchema,
  AdminBulkResult,
  AdminAftersaleQuerySchema,
  AftersaleApproveSchema,
  AftersaleRejectSchema,
  AftersaleRefundSchema,
  AdminAftersaleListSchema,
  Upload,
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
/** 收货验收: 合格 back to the batch's saleable stock, 不合格 (with a reason) to the quarantine area. */
export const receiveAftersale = (id: number, inspection: InspectBody) =>
  api.post<unknown, typeof InspectBodySchema>(`/aftersales/${id}/receive`, inspection);
export const refundAftersale = (
  id: number,
  body?: { transfer_to: 'balance' | 'bank'; bank_serial?: string },
) => api.post<unknown, typeof AftersaleRefundSchema>(`/aftersales/${id}/refund`, body);

export const bulkAftersales = (action: 'receive' | 'refund', ids: number[]) =>
  api.post<AdminBulkResult, typeof AdminBulkBodySchema>(`/aftersales/bulk-${action}`, { ids });

/** A 验收 photo through the upload module; the answer's url is the admin address the inspection keeps. */
export async function uploadInspectionPhoto(file: File): Promise<Upload> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch('/api/admin/inspection-photos', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const env = (await res.json().catch(() => null)) as { code: number; msg: string; data: Upload } | null;
  if (!env) throw new Error('系统繁忙，请稍候再试');
  if (env.code !== 10000) throw new Error(env.msg);
  return env.data;
}
