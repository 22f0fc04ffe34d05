/** 含麻黄碱订单的签收回执 (/hmdd): the signed arrival receipt a buyer uploads for each ephedrine order. */
import { z } from 'zod';
import { PageQuerySchema, TimeSchema, idParam, pageOf } from './common';

export const RECEIPT_STATUS_TEXT = {
  pending: '待上传',
  overdue: '已逾期',
  uploaded: '已上传',
} as const;
export type ReceiptStatus = keyof typeof RECEIPT_STATUS_TEXT;

export const OVERDUE_RECEIPT_MSG =
  '您有含麻黄碱订单的签收回执逾期未上传，请先在“含麻黄碱订单”中上传后再购买含麻黄碱药品';

export const ReceiptOrderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  goods: z.string(),
  shipped_at: TimeSchema,
  /** The last day to upload: shipped_at plus the shop's period (China time, YYYY-MM-DD). */
  due_on: z.string(),
  status: z.enum(['pending', 'overdue', 'uploaded']),
  status_text: z.string(),
  receipt: z.object({ id: z.number().int(), url: z.string(), uploaded_at: TimeSchema }).nullable(),
});
export type ReceiptOrder = z.infer<typeof ReceiptOrderSchema>;

export const ReceiptPageSchema = pageOf(ReceiptOrderSchema).extend({
  days: z.number().int(),
  overdue: z.number().int(),
});
export const ReceiptQuerySchema = PageQuerySchema;
export const ReceiptOrderParamsSchema = z.object({ id: idParam('订单不存在') });
export const ReceiptBodySchema = z.object({ upload_id: idParam('请先上传签收回执图片') });
