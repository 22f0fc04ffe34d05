/** 代客开票 and 退款异常: the back office's calls for the monthly invoice and unsettled online refunds. */
import { z } from 'zod';
import {
  AdminBankRefundBodySchema,
  AdminBankRefundSchema,
  AdminBuyerListSchema,
  AdminBuyerQuerySchema,
  AdminOnlineRefundListSchema,
  AdminOnlineRefundQuerySchema,
  AdminRefundRetrySchema,
  InvoiceSchema,
  MonthlyInvoiceBodySchema,
  MonthlyInvoicePreviewSchema,
  MonthlyInvoiceQuerySchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

/** Buyers by name, account or credit code, for the buyer picker. */
export const searchBuyers = (keyword: string) =>
  api.get<z.infer<typeof AdminBuyerListSchema>, typeof AdminBuyerQuerySchema>('/buyers', {
    keyword,
    page: 1,
    page_size: 20,
  });
export const fetchMonthlyPreview = (userId: number, month: string) =>
  api.get<z.infer<typeof MonthlyInvoicePreviewSchema>, typeof MonthlyInvoiceQuerySchema>(
    `/finance/buyers/${userId}/monthly-invoice`,
    { month },
  );
export const requestMonthlyInvoice = (userId: number, body: z.input<typeof MonthlyInvoiceBodySchema>) =>
  api.post<z.infer<typeof InvoiceSchema>, typeof MonthlyInvoiceBodySchema>(
    `/finance/buyers/${userId}/monthly-invoice`,
    body,
  );
export const fetchUnsettledRefunds = (params: z.input<typeof AdminOnlineRefundQuerySchema>) =>
  api.get<z.infer<typeof AdminOnlineRefundListSchema>, typeof AdminOnlineRefundQuerySchema>(
    '/finance/refunds',
    params,
  );
export const retryRefund = (id: number) =>
  api.post<z.infer<typeof AdminRefundRetrySchema>>(`/finance/refunds/${id}/retry`);
export const refundByBank = (id: number, body: z.input<typeof AdminBankRefundBodySchema>) =>
  api.post<z.infer<typeof AdminBankRefundSchema>, typeof AdminBankRefundBodySchema>(
    `/finance/refunds/${id}/bank`,
    body,
  );
