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
  /** 专票 开票资料 as asked ('' for a 普票 without them). */
  reg_address: z.string(),
  reg_phone: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  /** YYYY-MM of a 月度合并发票 (order_id 0, order_no lists its orders); null for one order's. */
  month: z.string().nullable(),
  order_count: z.number().int(),
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

/**
 * 开票资料 (the company's invoice profile): title and 纳税人识别号 always; a 专票 also needs 注册地址,
 * 注册电话, 开户银行 and 银行账号. Each field says in Chinese what is wrong with it.
 */
const profileFields = {
  title: TextSchema('请填写发票抬头').trim().min(1, '请填写发票抬头').max(100, '发票抬头最多100字'),
  tax_no: TextSchema('请填写纳税人识别号')
    .trim()
    .regex(/^[0-9A-Z]{15,20}$/, '纳税人识别号应为15至20位数字或大写字母'),
  reg_address: TextSchema('注册地址格式不正确').trim().max(120, '注册地址最多120字').default(''),
  reg_phone: TextSchema('注册电话格式不正确')
    .trim()
    .regex(/^$|^[0-9][0-9-]{6,19}$/, '注册电话格式不正确（如 0571-88886666）')
    .default(''),
  bank_name: TextSchema('开户银行格式不正确').trim().max(60, '开户银行最多60字').default(''),
  bank_account: TextSchema('银行账号格式不正确')
    .trim()
    .regex(/^$|^\d{8,32}$/, '银行账号应为8至32位数字')
    .default(''),
};
export const InvoiceProfileBodySchema = z.object(profileFields);
export type InvoiceProfileBody = z.infer<typeof InvoiceProfileBodySchema>;
export const InvoiceProfileSchema = z.object({
  title: z.string(),
  tax_no: z.string(),
  reg_address: z.string(),
  reg_phone: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  /** All a 专票 needs is on file. */
  special_ready: z.boolean(),
});
export type InvoiceProfile = z.infer<typeof InvoiceProfileSchema>;

const SPECIAL_NEEDS = [
  ['reg_address', '开具专票请填写注册地址'],
  ['reg_phone', '开具专票请填写注册电话'],
  ['bank_name', '开具专票请填写开户银行'],
  ['bank_account', '开具专票请填写银行账号'],
] as const;

const monthField = z.string({ error: '月份格式不正确' }).regex(/^20\d{2}-(0[1-9]|1[0-2])$/, '月份格式不正确');

/** GET /api/invoice/monthly?month=: what a merged invoice of that month would cover. */
export const MonthlyInvoiceQuerySchema = z.object({ month: monthField });
export const MonthlyInvoicePreviewSchema = z.object({
  month: z.string(),
  orders: z.array(
    z.object({ id: z.number().int(), order_no: z.string(), amount: YuanSchema, done_at: TimeSchema }),
  ),
  amount: YuanSchema,
  profile: InvoiceProfileSchema,
  /** The month's merged invoice when one was asked already (one per buyer and month), else null. */
  invoice: InvoiceSchema.nullable(),
});
export type MonthlyInvoicePreview = z.infer<typeof MonthlyInvoicePreviewSchema>;

/** What the buyer's /dzfp/hb and finance's 代客开票 say of a month whose merged invoice was asked. */
export const monthlyInvoiceAskedText = (inv: Invoice) =>
  `${inv.month ?? ''} 月度合并发票已申请：${inv.order_count} 单，¥${inv.amount}，${inv.status_text}${inv.invoice_no ? `，发票号码 ${inv.invoice_no}` : ''}`;

/** POST /api/invoice/monthly: one invoice for every completed, not yet invoiced order of the month. */
export const MonthlyInvoiceBodySchema = z
  .object({
    month: monthField,
    type: z
      .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: '请选择发票类型' })
      .transform(Number),
    ...profileFields,
  })
  .superRefine((b, ctx) => {
    if (b.type !== 2) return;
    for (const [field, message] of SPECIAL_NEEDS)
      if (b[field] === '') ctx.addIssue({ code: 'custom', path: [field], message });
  });
