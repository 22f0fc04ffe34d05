/** E-invoices (/dzfp): issued when the buyer confirms receipt of an order that asked for one. */
import { z } from 'zod';
import {
  PageQuerySchema,
  TextSchema,
  TimeSchema,
  YuanSchema,
  blankToUndefined,
  idParam,
  pageOf,
} from './common';

export const INVOICE_STATUS_TEXT = { pending: '开具中', issued: '已开具' } as const;

export const InvoiceSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  /** 1 普通发票, 2 增值税专用发票 (the order's invoice_type). */
  type: z.union([z.literal(1), z.literal(2)]),
  type_text: z.string(),
  title: z.string(),
  tax_no: z.string(),
  amount: YuanSchema,
  status: z.enum(['pending', 'issued']),
  status_text: z.string(),
  /** 20-digit 全电发票号码; empty while pending. */
  invoice_no: z.string(),
  issued_at: TimeSchema.nullable(),
  created_at: TimeSchema,
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoicePageSchema = pageOf(InvoiceSchema);

const dateParam = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
    .optional(),
);

export const InvoiceQuerySchema = PageQuerySchema.extend({
  order_no: z.preprocess(blankToUndefined, TextSchema().trim().max(32, '订单号不正确').optional()),
  start_date: dateParam,
  end_date: dateParam,
});
export type InvoiceQuery = z.infer<typeof InvoiceQuerySchema>;

export const InvoiceIdParamsSchema = z.object({ id: idParam('发票不存在') });

/** GET /api/invoice/:id/pdf answers the PDF itself, not the envelope. */
export const InvoicePdfSchema = z.unknown().describe('e-invoice PDF');
