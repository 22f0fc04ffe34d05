/** 财务: credit terms, receivables with ageing, transfer vouchers and their matching. */
import { z } from 'zod';
import { YuanSchema, yuanInput } from './common';
import {
  AdminPageQuerySchema,
  adminBulkItems,
  adminPage,
  adminRequiredText,
  adminText,
} from './admin-common';

export const CreditBodySchema = z.object({
  limit: yuanInput('请填写正确的授信额度'),
  term_days: z.coerce
    .number({ error: '请填写账期天数' })
    .int('账期天数须为整数')
    .min(1, '账期天数须在1到365天之间')
    .max(365, '账期天数须在1到365天之间'),
});
export type CreditBody = z.infer<typeof CreditBodySchema>;
export const AdminCreditSchema = z.object({
  user_id: z.number().int(),
  limit: YuanSchema,
  term_days: z.number().int(),
  used: YuanSchema,
  available: YuanSchema,
  overdue: YuanSchema,
});

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export const AGEING_TEXT: Record<(typeof AGEING_BUCKETS)[number], string> = {
  '0-30': '0–30天',
  '31-60': '31–60天',
  '61-90': '61–90天',
  '90+': '90天以上',
};
export const AdminReceivableQuerySchema = AdminPageQuerySchema.extend({
  keyword: adminText('客户名称', 50, false).optional(),
  /** open (default): outstanding only; all: closed ones too. */
  scope: z.enum(['open', 'all']).default('open'),
});
export type AdminReceivableQuery = z.infer<typeof AdminReceivableQuerySchema>;
export const AdminReceivableRowSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  company: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  amount: YuanSchema,
  outstanding: YuanSchema,
  created_at: z.string(),
  due_on: z.string(),
  /** Days since the receivable arose (账龄) and past its due date (0 when not due). */
  age_days: z.number().int(),
  overdue_days: z.number().int(),
  bucket: z.enum(AGEING_BUCKETS),
});
export type AdminReceivableRow = z.infer<typeof AdminReceivableRowSchema>;
export const AdminReceivableListSchema = adminPage(AdminReceivableRowSchema).extend({
  /** Outstanding per ageing bucket over the whole filter, not only this page. */
  ageing: z.array(z.object({ bucket: z.enum(AGEING_BUCKETS), label: z.string(), outstanding: YuanSchema })),
});

export const AdminVoucherQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(['submitted', 'confirmed', 'rejected']).default('submitted'),
});
export const AdminVoucherRowSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  company: z.string(),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  /** What is still due on the order, or the buyer's open receivables for a repayment. */
  due: YuanSchema,
  claimed: YuanSchema,
  buyer_note: z.string(),
  status: z.enum(['submitted', 'confirmed', 'rejected']),
  file_url: z.string(),
  created_at: z.string(),
  received: YuanSchema.nullable(),
  bank_serial: z.string().nullable(),
  internal_note: z.string().nullable(),
  reject_reason: z.string(),
});
export type AdminVoucherRow = z.infer<typeof AdminVoucherRowSchema>;
export const AdminVoucherListSchema = adminPage(AdminVoucherRowSchema);

/** 确认到账: the amount on the bank statement and its serial (unique shop-wide). */
export const MatchTransferBodySchema = z.object({
  amount: yuanInput('请填写正确的到账金额').refine((f) => f > 0, '请填写正确的到账金额'),
  bank_serial: adminRequiredText('银行流水号', 40, false).pipe(
    z.string().regex(/^[A-Za-z0-9-]{4,40}$/, '银行流水号应为4到40位字母、数字或短横线'),
  ),
  /** Finance's own note: never shown to the buyer. */
  note: adminText('内部备注', 100, false).default(''),
});
export type MatchTransferBody = z.infer<typeof MatchTransferBodySchema>;
/** 批量确认到账: each chosen voucher with the amount and serial from the bank statement. */
export const AdminBulkConfirmBodySchema = adminBulkItems(MatchTransferBodySchema.shape, {
  key: (i) => i.bank_serial,
  msg: (serial) => `银行流水号 ${serial} 填写了多次，每笔到账须有自己的流水号`,
});
export type AdminBulkConfirmBody = z.infer<typeof AdminBulkConfirmBodySchema>;
/** 驳回凭证: the reason is shown to the buyer, who may upload again. */
export const VoucherRejectBodySchema = z.object({ reason: adminRequiredText('驳回原因', 100, false) });
export const VoucherRejectResultSchema = z.object({ status: z.literal('rejected'), status_text: z.string() });
export const TransferMatchSchema = z.object({
  applied: YuanSchema,
  to_balance: YuanSchema,
  /** Still due on the order after this transfer ("0.00" when paid in full). */
  remaining: YuanSchema,
});
export type TransferMatch = z.infer<typeof TransferMatchSchema>;

export const AdminStatementQuerySchema = AdminPageQuerySchema.extend({
  month: z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, '月份格式不正确'),
});
export const AdminStatementRowSchema = z.object({
  user_id: z.number().int(),
  company: z.string(),
  status: z.enum(['open', 'confirmed', 'disputed']),
  status_text: z.string(),
  note: z.string(),
  closing_balance: YuanSchema.nullable(),
  closing_owed: YuanSchema.nullable(),
  replied_at: z.string().nullable(),
});
export const AdminStatementListSchema = adminPage(AdminStatementRowSchema);
