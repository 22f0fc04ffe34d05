/** Returns (退货) and after-sales service (售后) of received orders: /order/returnInfo, /order/afterSalesInfo. */
import { z } from 'zod';
import {
  PageQuerySchema,
  TextSchema,
  TimeSchema,
  YuanSchema,
  idListParam,
  idParam,
  pageOf,
  quantityParam,
} from './common';
import { AdminManagerFilter, AdminPageQuerySchema, adminPage, adminRequiredText } from './admin-common';
import { UploadSchema } from './upload';

/** return = 退货; the others are after-sales service for a fault of the goods or the shipment. */
export const AFTERSALE_KINDS = ['return', 'damaged', 'wrong', 'near_expiry', 'quality'] as const;
export type AftersaleKind = (typeof AFTERSALE_KINDS)[number];
export const AFTERSALE_KIND_TEXT: Record<AftersaleKind, string> = {
  return: '退货',
  damaged: '破损',
  wrong: '错发',
  near_expiry: '近效期',
  quality: '质量问题',
};

export const AFTERSALE_STATUSES = [
  'pending',
  'approved',
  'shipped',
  'received',
  'refunded',
  'rejected',
] as const;
export type AftersaleStatus = (typeof AFTERSALE_STATUSES)[number];
export const AFTERSALE_STATUS_TEXT: Record<AftersaleStatus, string> = {
  pending: '待审核',
  approved: '已同意',
  shipped: '买家已寄回',
  received: '已收货',
  refunded: '已退款',
  rejected: '已拒绝',
};
/** The happy path in order; 已拒绝 leaves it from 待审核. */
export const AFTERSALE_FLOW: readonly AftersaleStatus[] = [
  'pending',
  'approved',
  'shipped',
  'received',
  'refunded',
];
export const MAX_AFTERSALE_IMAGES = 3;

const LineInputSchema = z.object({
  /** The order_line_lots row: one lot of one order line. */
  lot_id: idParam('请选择退货批次'),
  number: quantityParam('退货数量不正确'),
});

const ImagesSchema = idListParam(
  { empty: '图片不正确', bad: '图片不正确', tooMany: `最多上传${MAX_AFTERSALE_IMAGES}张图片` },
  MAX_AFTERSALE_IMAGES,
);

export const AftersaleApplySchema = z.object({
  order_id: idParam('订单编号不正确'),
  kind: z.enum(AFTERSALE_KINDS, { error: '请选择售后类型' }),
  reason: TextSchema('请填写申请原因', { multiline: true })
    .trim()
    .min(1, '请填写申请原因')
    .max(300, '申请原因不能超过300个字'),
  lines: z
    .array(LineInputSchema, { error: '请选择要退的商品' })
    .min(1, '请选择要退的商品')
    .max(200, '一次最多申请200个批次')
    .refine((ls) => new Set(ls.map((l) => l.lot_id)).size === ls.length, '同一批次请勿重复填写'),
  images: z
    .unknown()
    .optional()
    .transform((v, ctx): number[] => {
      if (v === undefined || v === '') return [];
      const parsed = ImagesSchema.safeParse(v);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '图片不正确' });
      return z.NEVER;
    }),
});
export type AftersaleApply = z.infer<typeof AftersaleApplySchema>;

export const AftersaleShipSchema = z.object({
  carrier: TextSchema('请填写快递公司').trim().min(1, '请填写快递公司').max(30, '快递公司不能超过30个字'),
  tracking_no: z
    .string({ error: '请填写快递单号' })
    .trim()
    .min(1, '请填写快递单号')
    .regex(/^[A-Za-z0-9-]{6,30}$/, '快递单号格式不正确'),
});
export type AftersaleShip = z.infer<typeof AftersaleShipSchema>;

export const AftersaleIdParamsSchema = z.object({ id: idParam('售后单编号不正确') });
export const AftersaleOrderParamsSchema = z.object({ orderId: idParam('订单编号不正确') });
export const AftersaleListQuerySchema = PageQuerySchema;

/** What of a received order can still be returned, lot by lot. */
export const AftersaleOptionSchema = z.object({
  lot_id: z.number().int(),
  order_line_id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  bzdw: z.string(),
  batch_no: z.string(),
  expires_on: z.string(),
  price: YuanSchema,
  received: z.number().int(),
  returnable: z.number().int(),
});
export const AftersaleOptionsSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  lots: z.array(AftersaleOptionSchema),
});
export type AftersaleOptions = z.infer<typeof AftersaleOptionsSchema>;

export const AftersaleLineSchema = z.object({
  lot_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  batch_no: z.string(),
  expires_on: z.string(),
  number: z.number().int(),
  amount: YuanSchema,
});

export const AftersaleEventSchema = z.object({
  status: z.enum(AFTERSALE_STATUSES),
  text: z.string(),
  note: z.string(),
  at: TimeSchema,
});

export const AftersaleBriefSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  kind: z.enum(AFTERSALE_KINDS),
  kind_text: z.string(),
  status: z.enum(AFTERSALE_STATUSES),
  status_text: z.string(),
  refund: YuanSchema,
  created_at: TimeSchema,
});
export type AftersaleBrief = z.infer<typeof AftersaleBriefSchema>;
export const AftersalePageSchema = pageOf(AftersaleBriefSchema);

export const AftersaleDetailSchema = AftersaleBriefSchema.extend({
  reason: z.string(),
  images: z.array(UploadSchema),
  lines: z.array(AftersaleLineSchema),
  return_address: z.string(),
  reject_reason: z.string(),
  carrier: z.string(),
  tracking_no: z.string(),
  timeline: z.array(AftersaleEventSchema),
  can_ship: z.boolean(),
});
export type AftersaleDetail = z.infer<typeof AftersaleDetailSchema>;
export const AftersaleIdSchema = z.object({ id: z.number().int() });

/** The page a request opens on: 退货 → returnInfo, any other kind → afterSalesInfo. */
export const aftersalePath = (kind: AftersaleKind, id: number) =>
  kind === 'return' ? `/order/returnInfo/${id}` : `/order/afterSalesInfo/${id}`;

/** The after-sales state an order row in /order shows (its latest request). */
export const AftersaleStateSchema = z.object({
  id: z.number().int(),
  kind: z.enum(AFTERSALE_KINDS),
  status: z.enum(AFTERSALE_STATUSES),
  text: z.string(),
  path: z.string(),
});
export type AftersaleState = z.infer<typeof AftersaleStateSchema>;

// ---- Back office (/api/admin/aftersales) ----
export const AdminAftersaleQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(AFTERSALE_STATUSES, { error: '状态不正确' }).optional(),
  ...AdminManagerFilter,
});
export type AdminAftersaleQuery = z.infer<typeof AdminAftersaleQuerySchema>;
export const AdminAftersaleRowSchema = AftersaleBriefSchema.extend({ buyer_company: z.string() });
export const AdminAftersaleListSchema = adminPage(AdminAftersaleRowSchema);
/** 退货验收 as the warehouse recorded it: result, reason, photos (admin URLs), who and when. */
export const AdminInspectionSchema = z.object({
  result: z.enum(['pass', 'fail']),
  result_text: z.string(),
  reason: z.string(),
  photos: z.array(z.string()),
  operator: z.string(),
  at: z.string(),
});
export const AdminAftersaleDetailSchema = AftersaleDetailSchema.extend({
  buyer_company: z.string(),
  inspection: AdminInspectionSchema.nullable(),
});
export type AdminAftersaleDetail = z.infer<typeof AdminAftersaleDetailSchema>;

const operatorText = (label: string, max: number) =>
  TextSchema(`请填写${label}`, { multiline: true })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字`);
export const AftersaleApproveSchema = z.object({ return_address: operatorText('退货地址', 200) });
export const AftersaleRejectSchema = z.object({ reason: operatorText('拒绝原因', 200) });
/**
 * 退款 (refund to source): an online payment goes back through the gateway, the balance to the
 * balance, credit as a credit note. Money received by bank transfer (a transfer order, or what was
 * already repaid on a credit order) goes to the balance unless finance paid it back by bank and
 * gives that payment's serial (to = bank).
 */
export const AftersaleRefundSchema = z
  .object({
    transfer_to: z.enum(['balance', 'bank'], { error: '请选择转账款的退回方式' }).default('balance'),
    bank_serial: adminRequiredText('退款银行流水号', 40, false)
      .pipe(z.string().regex(/^[A-Za-z0-9-]{4,40}$/, '银行流水号应为4到40位字母、数字或短横线'))
      .optional(),
  })
  .refine((b) => b.transfer_to === 'balance' || b.bank_serial !== undefined, {
    message: '退回银行账户时请填写退款银行流水号',
    path: ['bank_serial'],
  })
  .default({ transfer_to: 'balance' });
export type AftersaleRefund = z.infer<typeof AftersaleRefundSchema>;
export const AftersaleResultSchema = z.object({
  status: z.enum(AFTERSALE_STATUSES),
  status_text: z.string(),
});
