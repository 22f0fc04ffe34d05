import type {
  Invoice,
  InvoiceProfile,
  InvoiceProfileBody,
  InvoiceProfileBodySchema,
  InvoiceQuery,
  InvoiceQuerySchema,
  MonthlyInvoiceBodySchema,
  MonthlyInvoicePreview,
  MonthlyInvoiceQuerySchema,
} from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InvoicePageSchema } from '@shop/shared';
import { api } from '../../../lib/api';

export type InvoicePage = z.infer<typeof InvoicePageSchema>;

/** The filter form's values; the page size is fixed below. */
export type InvoiceFilter = Omit<InvoiceQuery, 'page_size'>;

/** GET /api/invoice: the buyer's e-invoices by order number and date. */
export function useInvoices(f: InvoiceFilter) {
  return useQuery({
    queryKey: ['user', 'invoices', f],
    queryFn: ({ signal }) =>
      api.get<InvoicePage, typeof InvoiceQuerySchema>('/invoice', { ...f, page_size: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The PDF opens in a new tab; the browser sends the session cookie with it. */
export const invoicePdfUrl = (id: number) => `/api/invoice/${id}/pdf`;

export const invoiceProfileKey = ['user', 'invoice_profile'] as const;
export const useInvoiceProfile = () =>
  useQuery({
    queryKey: invoiceProfileKey,
    queryFn: ({ signal }) => api.get<InvoiceProfile>('/user/invoice_profile', undefined, { signal }),
  });
export const saveInvoiceProfile = (body: InvoiceProfileBody) =>
  api.put<InvoiceProfile, typeof InvoiceProfileBodySchema>('/user/invoice_profile', body);

/** GET /api/invoice/monthly: the month's completed orders not yet invoiced. */
export const useMonthlyPreview = (month: string) =>
  useQuery({
    queryKey: ['user', 'invoices', 'monthly', month],
    queryFn: ({ signal }) =>
      api.get<MonthlyInvoicePreview, typeof MonthlyInvoiceQuerySchema>(
        '/invoice/monthly',
        { month },
        { signal },
      ),
  });
export const requestMonthlyInvoice = (body: InvoiceProfileBody & { month: string; type: 1 | 2 }) =>
  api.post<Invoice, typeof MonthlyInvoiceBodySchema>('/invoice/monthly', body);
