/** Cart calls of spec §7 (/cart...): the priced cart state, adding lines and the small actions. */
import { z } from 'zod';
import { YuanSchema } from './common';

export * from './cart-input';

const int = z.number().int();
const flag = z.union([z.literal(0), z.literal(1)]);

export const PriceChangeSchema = z.object({
  goods_id: int,
  name: z.string(),
  old_price: YuanSchema,
  new_price: YuanSchema,
});

/** POST /api/cart and /api/cart/quick_add/:id; msg repeats the envelope's (spec §8 toasts it). */
export const AddResultSchema = z.object({
  total: int,
  ids: z.array(int),
  price_changes: z.array(PriceChangeSchema),
  msg: z.string(),
});
export type AddResult = z.infer<typeof AddResultSchema>;

export const CartGoodsSchema = z.object({
  id: int,
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  base_price: YuanSchema,
  goods_image: z.array(z.string()),
  is_buy: z.boolean(),
  number: int,
  is_youx: z.boolean(),
  type: int,
  is_dpby: z.boolean(),
  qg_number: int,
  is_free_shipping: z.boolean(),
  free_shipping_number: int,
  ladder_price: z.array(z.object({ number: int, price: YuanSchema })),
  ladder_price_type: int,
  tags: z.array(z.object({ name: z.string(), describe: z.string(), is_show: z.boolean() })),
  min_quantity: int,
  pack_quantity: int,
  /** YYYY-MM-DD of the soonest-expiring lot on sale. */
  expires_on: z.string().nullable(),
});
export type CartGoods = z.infer<typeof CartGoodsSchema>;

export const CartLadderRowSchema = z.object({
  number: int,
  price: YuanSchema,
  status: z.enum(['at_most', 'enjoyed', 'achieved', 'short']),
  active: z.boolean(),
  short_by: int,
  text: z.string(),
});
export type CartLadderRow = z.infer<typeof CartLadderRowSchema>;

/**
 * A line as sub-lines (issue 27): one normally; a line above a promotion's cap gives the promotion
 * part ("秒杀价 限5盒") and the part at the normal price ("超出限购按原价"), summing to the line total.
 */
export const LinePartSchema = z.object({
  number: int,
  price: YuanSchema,
  total: YuanSchema,
  reason: z.string().nullable(),
});
export type LinePartWire = z.infer<typeof LinePartSchema>;

export const CartLineSchema = z.object({
  id: int,
  key: z.string(),
  type: int,
  goods_type: int,
  number: int,
  price: YuanSchema,
  raw_price: YuanSchema,
  total: YuanSchema,
  is_selected: flag,
  forced_unselected: z.boolean(),
  with_coupon: flag,
  goods_manjian_amount: YuanSchema,
  goods_manjian_id: int,
  goods_price_id: int,
  gift_data: z.object({ total: int, type: int }),
  goods: CartGoodsSchema,
  combination: z
    .object({
      id: int,
      name: z.string(),
      items: z.array(
        z.object({ goods_id: int, name: z.string(), ypgg: z.string(), number: int, price: YuanSchema }),
      ),
    })
    .nullable(),
  explanation: z.array(z.string()),
  parts: z.array(LinePartSchema),
  ladder: z
    .object({ type: int, unit: z.string(), texts: z.array(z.string()), rows: z.array(CartLadderRowSchema) })
    .nullable(),
  next_hint: z.string().nullable(),
  free_shipping: z.boolean(),
  special: z.boolean(),
  price_changed: z.boolean(),
  seen_price: YuanSchema,
  block_reason: z.string().nullable(),
  quantity_notice: z.string().nullable(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** A 满减 activity of the cart: the amount reached, its tiers and what the next tier still lacks. */
export const ManjianStatusSchema = z.object({
  id: int,
  name: z.string(),
  amount: YuanSchema,
  reduce: YuanSchema,
  status: flag,
  tiers: z.array(z.object({ amount: YuanSchema, reduce: YuanSchema, status: flag, short_by: YuanSchema })),
  hint: z.string().nullable(),
});
export type ManjianStatus = z.infer<typeof ManjianStatusSchema>;

export const CartGroupSchema = z.object({
  key: z.string(),
  type: z.enum(['manjian', 'flash', 'combination', 'normal']),
  title: z.string(),
  manjian: ManjianStatusSchema.nullable(),
  lines: z.array(CartLineSchema),
});
export type CartGroup = z.infer<typeof CartGroupSchema>;

/** GET /api/cart/list: the whole cart priced once, grouped by activity (spec §3 cart state). */
export const CartStateSchema = z.object({
  action: z.object({ checkout: z.boolean(), blockers: z.array(z.string()) }),
  data: z.array(CartGroupSchema),
  shipping_data: z.object({
    shipping_amount: YuanSchema,
    no_trans_order_amount: YuanSchema,
    threshold: YuanSchema,
    shipping_fee: YuanSchema,
    text: z.string(),
  }),
  activity_data: z.object({ manjians: z.array(ManjianStatusSchema) }),
  filter_data: z.array(z.object({ id: int, name: z.string(), count: int })),
  filters: int,
  totals: z.object({
    line_count: int,
    selected_count: int,
    goods_total: YuanSchema,
    manjian: YuanSchema,
    coupon_eligible: YuanSchema,
    payable: YuanSchema,
    shipping_fee: YuanSchema,
  }),
});
export type CartState = z.infer<typeof CartStateSchema>;

/** GET /api/cart/total: the header badge. */
export const CartTotalSchema = z.object({ total: int });

/** POST /api/cart/:id/edit. */
export const CartEditResultSchema = z.object({ id: int, number: int });

/** POST /api/cart/batch_select: lines that cannot be bought stay unticked, with the reason. */
export const SelectResultSchema = z.object({
  ids: z.array(int),
  forced: z.array(z.object({ id: int, name: z.string(), reason: z.string() })),
});
export type SelectResult = z.infer<typeof SelectResultSchema>;

/** POST /api/cart/batch_delete. */
export const DeleteResultSchema = z.object({ ids: z.array(int), total: int });

/** POST /api/cart/copy: lines copied to other stores of the chain, and those a store may not buy. */
export const CopyResultSchema = z.object({
  copied: int,
  skipped: z.array(z.object({ user_id: int, goods_id: int, name: z.string(), reason: z.string() })),
});

/** POST /api/cart/checkout: the selection's totals and the token /cart/step2 must present. */
export const CheckoutResultSchema = z.object({
  ids: z.array(int),
  token: z.string(),
  selected_count: int,
  goods_total: YuanSchema,
  manjian: YuanSchema,
  coupon_eligible: YuanSchema,
  payable: YuanSchema,
  shipping_amount: YuanSchema,
  shipping_fee: YuanSchema,
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

const HintWireSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('ladder'), more_quantity: int, price: YuanSchema, text: z.string() }),
    z.object({ kind: z.literal('manjian'), more_amount: YuanSchema, reduce: YuanSchema, text: z.string() }),
  ])
  .nullable();

/** POST /api/cart/next_hint: "再买 N 盒享 ¥x" and "再凑 ¥y 减 ¥z" for one goods. */
export const NextHintSchema = z.object({
  goods_id: int,
  number: int,
  ladder: HintWireSchema,
  manjian: HintWireSchema,
  manjian_id: int.nullable(),
  texts: z.array(z.string()),
});
export type NextHint = z.infer<typeof NextHintSchema>;
