/** 财务: online refunds (原路退款) the gateway has not settled — failed, or still retrying. */
import { z } from 'zod';
import { YuanSchema } from './common';
import { AdminPageQuerySchema, adminPage, adminRequiredText, adminText } from './admin-common';

/** failed: the gateway refused it; retrying: it threw and the job retries; stopped: retries used up. */
export const ONLINE_REFUND_STATE_TEXT = {
  failed: '网关拒绝',
  retrying: '重试中',
  stopped: '已停止重试',
} as const;
export type OnlineRefundState = keyof typeof ONLINE_REFUND_STATE_TEXT;

export const AdminOnlineRefundQuerySchema = AdminPageQuerySchema;
export const AdminOnlineRefundRowSchema = z.object({
  id: z.number().int(),
  refund_no: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  company: z.string(),
  amount: YuanSchema,
  state: z.enum(['failed', 'retrying', 'stopped']),
  state_text: z.string(),
  attempts: z.number().int(),
  last_error: z.string(),
  /** When the job tries again; null when it will not by itself. */
  next_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminOnlineRefundRow = z.infer<typeof AdminOnlineRefundRowSchema>;
export const AdminOnlineRefundListSchema = adminPage(AdminOnlineRefundRowSchema);

export const AdminRefundRetrySchema = z.object({ refund_no: z.string(), next_at: z.string() });

/** 改为银行退款: finance paid the buyer back by bank transfer; the serial is unique shop-wide. */
export const AdminBankRefundBodySchema = z.object({
  bank_serial: adminRequiredText('银行流水号', 40, false).pipe(
    z.string().regex(/^[A-Za-z0-9-]{4,40}$/, '银行流水号应为4到40位字母、数字或短横线'),
  ),
  note: adminText('备注', 100, false).default(''),
});
export type AdminBankRefundBody = z.infer<typeof AdminBankRefundBodySchema>;
export const AdminBankRefundSchema = z.object({ refund_no: z.string(), bank_serial: z.string() });
