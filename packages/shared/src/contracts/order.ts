/** The orders centre (/order, /order/info/{id}, /order/wl/{id}). */
import { z } from 'zod';
import { PageQuerySchema, TextSchema, YuanSchema, pageOf } from './common';
import { AftersaleStateSchema } from './aftersale';
import { AmountsSchema } from './checkout';
import { LinePartSchema } from './cart';
import { OrderKindSchema, OrderStatusSchema, OrderTabSchema, PayTypeSchema } from './enums';

export const OrderListQuerySchema = PageQuerySchema.extend({
  status: OrderTabSchema.default('all'),
  /** Order number or goods name. */
  keyword: TextSchema().trim().max(50, '搜索词过长').default(''),
});

export const OrderLineBriefSchema = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  image: z.string(),
  number: z.number().int(),
  price: YuanSchema,
});

export const ActionsSchema = z.object({
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
  can_confirm: z.boolean(),
  can_rebuy: z.boolean(),
});

/** The order head both the list row and the detail show, so the two cannot drift apart. */
const OrderHeadSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  kind: OrderKindSchema,
  status: OrderStatusSchema,
  status_text: z.string(),
  created_at: z.string(),
  pay_type: PayTypeSchema,
});

export const OrderListItemSchema = OrderHeadSchema.extend({
  payable: YuanSchema,
  goods_count: z.number().int(),
  /** First lines for the list row (at most 5). */
  lines: z.array(OrderLineBriefSchema),
  actions: ActionsSchema,
  /** The latest 退货/售后 request of a received order, shown in the row. */
  after_sale: AftersaleStateSchema.nullable().optional(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

export const OrderListResponseSchema = pageOf(OrderListItemSchema).extend({
  counts: z.object({
    all: z.number().int(),
    unpaid: z.number().int(),
    unshipped: z.number().int(),
    shipped: z.number().int(),
    done: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

/** A lot the line was filled from: GSP requires batch and expiry on every sale. */
export const LineLotSchema = z.object({
  batch_no: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  number: z.number().int(),
});

export const OrderLineSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  approval_no: z.string(),
  image: z.string(),
  number: z.number().int(),
  price: YuanSchema,
  total: YuanSchema,
  manjian_share: YuanSchema,
  coupon_share: YuanSchema,
  /** Sub-lines as priced: above a 秒杀 cap, the flash part and the part at the normal price. */
  parts: z.array(LinePartSchema),
  lots: z.array(LineLotSchema),
});

export const TimelineEventSchema = z.object({
  status: z.string(),
  text: z.string(),
  note: z.string(),
  at: z.string(),
});

export const OrderDetailSchema = OrderHeadSchema.extend({
  paid_at: z.string().nullable(),
  pay_deadline: z.string().nullable(),
  pay_type_text: z.string(),
  amounts: AmountsSchema.extend({ paid_amount: YuanSchema }),
  coupon: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  address: z.object({ consignee: z.string(), phone: z.string(), full_address: z.string() }),
  invoice: z.object({ type: z.number().int(), type_text: z.string(), title: z.string(), tax_no: z.string() }),
  remark: z.string(),
  purchaser: z.object({ name: z.string(), id_no: z.string() }).nullable(),
  lines: z.array(OrderLineSchema),
  payment: z
    .object({ pay_type: PayTypeSchema, out_trade_no: z.string(), amount: YuanSchema, paid_at: z.string() })
    .nullable(),
  timeline: z.array(TimelineEventSchema),
  actions: ActionsSchema,
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const LogisticsSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  status_text: z.string(),
  company: z.string(),
  tracking_no: z.string(),
  /** Newest first. */
  traces: z.array(z.object({ at: z.string(), text: z.string() })),
});
export type Logistics = z.infer<typeof LogisticsSchema>;

export const RebuyResponseSchema = z.object({
  added: z.number().int(),
  /** Goods that could not be added again, with the reason. */
  skipped: z.array(z.object({ goods_id: z.number().int(), name: z.string(), reason: z.string() })),
});
