import type { InvoiceQuery, InvoiceQuerySchema } from '@shop/shared';
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
