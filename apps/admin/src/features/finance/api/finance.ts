import { z } from 'zod';
import {
  AdminBulkConfirmBodySchema,
  AdminCreditSchema,
  AdminReceivableListSchema,
  AdminReceivableQuerySchema,
  AdminStatementListSchema,
  AdminStatementQuerySchema,
  AdminVoucherListSchema,
  AdminVoucherQuerySchema,
  CreditBodySchema,
  MatchTransferBodySchema,
  TransferMatchSchema,
  VoucherRejectBodySchema,
  VoucherRejectResultSchema,
} from '@shop/shared';
import type { AdminBulkResult } from '@shop/shared';
import { api } from '../../../lib/api';

export const fetchCredit = (userId: number) =>
  api.get<z.infer<typeof AdminCreditSchema>>(`/finance/credit/${userId}`);
export const saveCredit = (userId: number, body: { limit: string; term_days: number }) =>
  api.put<z.infer<typeof AdminCreditSchema>, typeof CreditBodySchema>(`/finance/credit/${userId}`, body);
export const fetchReceivables = (params: z.input<typeof AdminReceivableQuerySchema>) =>
  api.get<z.infer<typeof AdminReceivableListSchema>, typeof AdminReceivableQuerySchema>(
    '/finance/receivables',
    params,
  );
export const fetchVouchers = (params: z.input<typeof AdminVoucherQuerySchema>) =>
  api.get<z.infer<typeof AdminVoucherListSchema>, typeof AdminVoucherQuerySchema>(
    '/finance/vouchers',
    params,
  );
export const confirmVoucher = (id: number, body: { amount: string; bank_serial: string; note?: string }) =>
  api.post<z.infer<typeof TransferMatchSchema>, typeof MatchTransferBodySchema>(
    `/finance/vouchers/${id}/confirm`,
    body,
  );
export const rejectVoucher = (id: number, reason: string) =>
  api.post<z.infer<typeof VoucherRejectResultSchema>, typeof VoucherRejectBodySchema>(
    `/finance/vouchers/${id}/reject`,
    { reason },
  );
export const fetchStatements = (params: z.input<typeof AdminStatementQuerySchema>) =>
  api.get<z.infer<typeof AdminStatementListSchema>, typeof AdminStatementQuerySchema>(
    '/finance/statements',
    params,
  );
/** 批量确认到账: each voucher with its own amount and bank serial; refused ones come back named. */
export const bulkConfirmVouchers = (items: z.input<typeof AdminBulkConfirmBodySchema>['items']) =>
  api.post<AdminBulkResult, typeof AdminBulkConfirmBodySchema>('/finance/vouchers/bulk-confirm', { items });
