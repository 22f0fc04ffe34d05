/**
 * /cart/step2 (confirm order) and placing the order. The server prices with the engine; the page
 * sends back what it showed (expected_payable, optional per-line prices) and is refused with the
 * old and new figures when they differ, so a buyer never pays a price they did not see.
 */
import { z } from 'zod';
import { isResidentIdNo } from './id-card';
import { AddressSchema } from './address';
import {
  IdListSchema,
  TextSchema,
  YuanInputSchema,
  YuanSchema,
  blankToUndefined,
  idOrZeroParam,
  idParam,
} from './common';
import { OrderKindSchema, PayTypeSchema, InvoiceTypeSchema, CouponKindSchema } from './enums';
import { LinePartSchema } from './cart';

export const ConfirmQuerySchema = z.object({
  ids: IdListSchema,
  /** Missing: the best usable coupon is preselected; 0: none; an id: price with that coupon. */
  coupon_id: z.preprocess(blankToUndefined, idOrZeroParam('优惠券不正确').optional()),
});

export const ConfirmLineSchema = z.object({
  /** Cart line id. */
  id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  image: z.string(),
  is_ephedrine: z.boolean(),
  type: z.number().int(),
  number: z.number().int(),
  price: YuanSchema,
  total: YuanSchema,
  /** Sub-lines: the promotion part and the normal part of a line above the cap (cart.ts LinePartSchema). */
  parts: z.array(LinePartSchema),
  manjian_share: YuanSchema,
  with_coupon: z.boolean(),
  /** The price the buyer saw when adding, and whether the engine's price differs now. */
  seen_price: YuanSchema,
  price_changed: z.boolean(),
  /** Why this line cannot be ordered (qualification, scope, stock...), null when it can. */
  block_reason: z.string().nullable(),
});
export type ConfirmLine = z.infer<typeof ConfirmLineSchema>;

export const AmountsSchema = z.object({
  goods_amount: YuanSchema,
  manjian_amount: YuanSchema,
  coupon_amount: YuanSchema,
  shipping_fee: YuanSchema,
  payable: YuanSchema,
});
export type Amounts = z.infer<typeof AmountsSchema>;

/** One order the selection becomes: ordinary goods, and ephedrine goods on their own. */
export const ConfirmGroupSchema = z.object({
  kind: OrderKindSchema,
  title: z.string(),
  line_ids: z.array(z.number().int()),
  lines: z.array(ConfirmLineSchema),
  /** Amounts with the preselected coupon applied (the coupon goes to the ordinary order). */
  amounts: AmountsSchema,
  coupon_eligible_amount: YuanSchema,
  shipping_gap: YuanSchema,
  /** Where this order is paid after placing: /cart/step3/{id} or /cart/hm?id={id}. */
  pay_page: z.enum(['step3', 'hm']),
});
export type ConfirmGroup = z.infer<typeof ConfirmGroupSchema>;

export const CouponOptionSchema = z.object({
  /** user coupon id, sent back as coupon_id. */
  id: z.number().int(),
  kind: CouponKindSchema,
  name: z.string(),
  /** 满300减30 / 满500打9.5折 / 现金券20元. */
  rule_text: z.string(),
  ends_at: z.string().nullable(),
  usable: z.boolean(),
  saving: YuanSchema,
  reason: z.string().nullable(),
});
export type CouponOption = z.infer<typeof CouponOptionSchema>;

export const PayOptionSchema = z.object({
  type: PayTypeSchema,
  label: z.string(),
  /** Balance only: what the buyer holds, and whether it covers the payable. */
  balance: YuanSchema.nullable(),
  enough: z.boolean().nullable(),
  /** 账期支付: the available credit, or why it cannot be used now. */
  note: z.string().nullable().optional(),
  disabled: z.boolean().optional(),
});

export const InvoiceOptionsSchema = z.object({
  options: z.array(z.object({ type: z.number().int(), label: z.string() })),
  /** The company's invoice title and tax number (增值税专用发票 needs both). */
  title: z.string(),
  tax_no: z.string(),
  special_allowed: z.boolean(),
});

export const ConfirmResponseSchema = z.object({
  groups: z.array(ConfirmGroupSchema),
  addresses: z.array(AddressSchema),
  default_address_id: z.number().int().nullable(),
  invoice: InvoiceOptionsSchema,
  coupons: z.array(CouponOptionSchema),
  best_coupon_id: z.number().int().nullable(),
  pay_types: z.array(PayOptionSchema),
  /** All groups together, coupon applied: what expected_payable must equal. */
  amounts: AmountsSchema,
  /** Reasons the selection cannot be ordered as is; empty when it can. */
  blockers: z.array(z.string()),
  needs_purchaser: z.boolean(),
});
export type ConfirmResponse = z.infer<typeof ConfirmResponseSchema>;

const ID_NO_MSG = '身份证号码不正确';
export const PlaceOrderBodySchema = z.object({
  ids: IdListSchema,
  address_id: idParam('请选择收货地址'),
  invoice_type: InvoiceTypeSchema.default(0),
  /** 0 or missing: no coupon. */
  coupon_id: z.preprocess(blankToUndefined, idOrZeroParam('优惠券不正确').default(0)),
  remark: TextSchema(undefined, { multiline: true }).trim().max(200, '备注最多200字').default(''),
  pay_type: PayTypeSchema,
  /** Made once per confirm page (e.g. crypto.randomUUID()); a retry with it returns the same order(s). */
  idempotency_key: TextSchema('页面已过期，请刷新后重试')
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, '页面已过期，请刷新后重试'),
  /** The total the page showed (all groups). */
  expected_payable: YuanInputSchema,
  /** Optional per-line unit prices the page showed: line_prices[0][id]=1&line_prices[0][price]=12.50. */
  line_prices: z
    .array(z.object({ id: idParam('商品编号不正确'), price: YuanInputSchema }))
    .max(200)
    .default([]),
  purchaser_name: TextSchema().trim().max(20, '购买人姓名过长').optional(),
  purchaser_id_no: TextSchema()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isResidentIdNo(v), ID_NO_MSG)
    .optional(),
});
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>;

export const PlacedOrderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  kind: OrderKindSchema,
  payable: YuanSchema,
  status: z.string(),
  pay_page: z.enum(['step3', 'hm']),
});
export const PlaceOrderResponseSchema = z.object({
  orders: z.array(PlacedOrderSchema),
  /** True when this was a repeat of an earlier request with the same idempotency key. */
  replayed: z.boolean(),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** data of the 10002 refusal when prices moved: show it and ask the buyer to confirm again. */
export const PriceChangedSchema = z.object({
  reason: z.literal('price_changed'),
  old_payable: YuanSchema,
  new_payable: YuanSchema,
  lines: z.array(
    z.object({ id: z.number().int(), name: z.string(), old_price: YuanSchema, new_price: YuanSchema }),
  ),
});
export type PriceChanged = z.infer<typeof PriceChangedSchema>;
