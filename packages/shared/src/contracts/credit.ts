/** 账期 (credit terms), repayments and transfer vouchers as the buyer sees them (/user/wdqb). */
import { z } from 'zod';
import { TextSchema, YuanSchema, idParam, intParam, yuanInput } from './common';

export const ReceivableSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  amount: YuanSchema,
  repaid: YuanSchema,
  credited: YuanSchema,
  outstanding: YuanSchema,
  /** YYYY-MM-DD (China): the last day to pay. */
  due_on: z.string(),
  overdue: z.boolean(),
  created_at: z.string(),
});
export type Receivable = z.infer<typeof ReceivableSchema>;

export const CreditSummarySchema = z.object({
  /** False: no credit granted (limit 0). */
  enabled: z.boolean(),
  limit: YuanSchema,
  term_days: z.number().int(),
  used: YuanSchema,
  available: YuanSchema,
  overdue: YuanSchema,
  /** Why a credit order would be refused now, or null. */
  blocked_reason: z.string().nullable(),
  receivables: z.array(ReceivableSchema),
});
export type CreditSummary = z.infer<typeof CreditSummarySchema>;

const positiveYuan = (msg: string) => yuanInput(msg).refine((f) => f > 0, msg);

/** 余额还款: allocated to the open receivables oldest due first. */
export const RepayBodySchema = z.object({ amount: positiveYuan('请填写正确的还款金额') });
export const RepayResultSchema = z.object({
  repaid: YuanSchema,
  balance: YuanSchema,
  outstanding: YuanSchema,
});

/**
 * 在线还款: the bills chosen (none chosen: the whole amount owed, oldest due first) paid through the
 * payment gateway. amount left out = what the chosen bills (or all bills) owe; less is a partial
 * repayment, more is refused.
 */
export const OnlineRepayBodySchema = z.object({
  pay_type: z.enum(['wechat', 'alipay'], { error: '请选择还款方式' }),
  receivable_ids: z
    .array(idParam('请选择要还款的账单'), { error: '请选择要还款的账单' })
    .max(200, '一次最多选择200笔账单')
    .default([]),
  amount: positiveYuan('请填写正确的还款金额').optional(),
});
export const OnlineRepaySchema = z.object({
  out_trade_no: z.string(),
  pay_type: z.enum(['wechat', 'alipay']),
  amount: YuanSchema,
  cashier_url: z.string(),
  /** pending: waiting for the gateway; paid: the repayment is applied; closed: abandoned. */
  status: z.enum(['pending', 'paid', 'closed']),
  /** What was written off the bills and what (if the bills owed less by then) went to the balance. */
  repaid: YuanSchema,
  to_balance: YuanSchema,
});
export type OnlineRepay = z.infer<typeof OnlineRepaySchema>;
export const OnlineRepayParamsSchema = z.object({
  out_trade_no: TextSchema().min(1, '还款单不存在').max(64, '还款单不存在'),
});

/** 上传转账凭证: for an order on its pay page (order_id), or for credit repayment (order_id 0). */
export const VoucherBodySchema = z.object({
  upload_id: idParam('请上传转账凭证'),
  order_id: intParam('订单编号不正确', 0, 2_147_483_647).default(0),
  amount: positiveYuan('请填写正确的转账金额'),
  note: TextSchema().trim().max(100, '备注最多100字').default(''),
});
export const VoucherQuerySchema = z.object({ order_id: idParam('订单编号不正确').optional() });
export const VOUCHER_STATUS_TEXT = {
  submitted: '待财务确认',
  confirmed: '已确认到账',
  rejected: '未通过',
} as const;
export const VoucherSchema = z.object({
  id: z.number().int(),
  order_no: z.string().nullable(),
  amount: YuanSchema,
  status: z.enum(['submitted', 'confirmed', 'rejected']),
  status_text: z.string(),
  /** What finance found on the bank statement; null until confirmed. Finance's note is never here. */
  received: YuanSchema.nullable(),
  /** Finance's reason when 未通过 ('' otherwise): the buyer may upload again. */
  reject_reason: z.string(),
  file_url: z.string(),
  created_at: z.string(),
});
export type Voucher = z.infer<typeof VoucherSchema>;
export const VoucherListSchema = z.array(VoucherSchema);

/** 对账单: ?month=YYYY-MM (China), default the current month. */
export const MonthQuerySchema = z.object({
  month: z
    .string({ error: '月份格式不正确' })
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, '月份格式不正确')
    .optional(),
});
/** A statement file: the month and its format (PDF for reading, Excel for the books). */
export const StatementDownloadQuerySchema = MonthQuerySchema.extend({
  format: z.enum(['pdf', 'xlsx']).default('pdf'),
});

const FiguresSchema = z.object({ balance: YuanSchema, owed: YuanSchema });
export const STATEMENT_STATUS_TEXT = { open: '待确认', confirmed: '已确认', disputed: '有异议' } as const;
export const StatementStatusSchema = z.enum(['open', 'confirmed', 'disputed']);
export const StatementSchema = z.object({
  month: z.string(),
  company: z.string(),
  opening: FiguresSchema,
  closing: FiguresSchema,
  lines: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(['balance', 'receivable', 'order']),
      text: z.string(),
      order_no: z.string(),
      balance_delta: YuanSchema,
      owed_delta: YuanSchema,
      amount: YuanSchema,
    }),
  ),
  status: StatementStatusSchema,
  status_text: z.string(),
  reply_note: z.string(),
  /** Months the buyer may open (newest first). */
  months: z.array(z.string()),
});
export type Statement = z.infer<typeof StatementSchema>;
export const StatementReplyBodySchema = z
  .object({
    month: z.string({ error: '月份格式不正确' }).regex(/^20\d{2}-(0[1-9]|1[0-2])$/, '月份格式不正确'),
    status: z.enum(['confirmed', 'disputed'], { error: '请选择确认或有异议' }),
    note: TextSchema(undefined, { multiline: true }).trim().max(200, '说明最多200字').default(''),
  })
  .refine((b) => b.status === 'confirmed' || b.note !== '', {
    message: '有异议时请填写说明',
    path: ['note'],
  });
