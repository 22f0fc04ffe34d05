/**
 * Contracts of what the engine returns, in integer fen. On the wire money is a yuan string
 * (docs/CONVENTIONS.md), so routes map these figures through fenToYuan rather than sending them as is.
 */
import { z } from 'zod';
import { FenSchema, IdSchema } from './types';

export const LadderRowSchema = z.object({
  number: z.number().int(),
  price: FenSchema,
  /**
   * at_most: a type-1 "≤N" tier. For 满N tiers: enjoyed = the tier now applied, achieved = reached but
   * outdone by a higher tier, short = not yet reached (short_by units missing).
   */
  status: z.enum(['at_most', 'enjoyed', 'achieved', 'short']),
  /** True for the one row whose price the given quantity pays. */
  active: z.boolean(),
  short_by: z.number().int().min(0),
  text: z.string(),
});
export type LadderRow = z.infer<typeof LadderRowSchema>;

export const LadderTextSchema = z.object({
  type: z.number().int(),
  unit: z.string(),
  rows: z.array(LadderRowSchema),
  texts: z.array(z.string()),
});
export type LadderText = z.infer<typeof LadderTextSchema>;

export const HintSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ladder'),
    more_quantity: z.number().int().min(1),
    price: FenSchema,
    text: z.string(),
  }),
  z.object({ kind: z.literal('manjian'), more_amount: FenSchema, reduce: FenSchema, text: z.string() }),
]);
export type Hint = z.infer<typeof HintSchema>;

export const ManjianTierStatusSchema = z.object({
  amount: FenSchema,
  reduce: FenSchema,
  status: z.union([z.literal(0), z.literal(1)]),
});
export type ManjianTierStatus = z.infer<typeof ManjianTierStatusSchema>;

export const GiftDataSchema = z.object({ total: z.number().int().min(0), type: z.number().int() });
export type GiftData = z.infer<typeof GiftDataSchema>;

export const LineResultSchema = z.object({
  key: z.string(),
  goods_id: IdSchema,
  type: z.number().int(),
  number: z.number().int(),
  /** Unit price the buyer pays (the promotional price where one applies). */
  price: FenSchema,
  /** Unit list price before any promotion (a combination: the sum of its items' base prices). */
  raw_price: FenSchema,
  total: FenSchema,
  is_selected: z.boolean(),
  /** The buyer asked for it but the goods cannot be bought or has no stock. */
  forced_unselected: z.boolean(),
  unavailable_reason: z.string().nullable(),
  quantity_notice: z.string().nullable(),
  manjian_id: IdSchema.nullable(),
  goods_manjian_amount: FenSchema,
  with_coupon: z.boolean(),
  gift_data: GiftDataSchema.nullable(),
  free_shipping: z.boolean(),
  ladder: LadderTextSchema.nullable(),
  next_hint: HintSchema.nullable(),
  breakdown: z.array(z.string()),
  /**
   * The line as sub-lines: one part normally; a line above a promotion's cap gives the promotion
   * part (秒杀价 限5盒) and the normal part. Their totals sum to `total` exactly.
   */
  parts: z.array(
    z.object({ number: z.number().int(), price: FenSchema, total: FenSchema, reason: z.string().nullable() }),
  ),
});
export type LineResult = z.infer<typeof LineResultSchema>;

export const ManjianResultSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** Eligible selected amount. */
  amount: FenSchema,
  reduce: FenSchema,
  tiers: z.array(ManjianTierStatusSchema),
  line_keys: z.array(z.string()),
  next_hint: HintSchema.nullable(),
});
export type ManjianResult = z.infer<typeof ManjianResultSchema>;

export const ShippingDataSchema = z.object({
  threshold: FenSchema,
  no_trans_order_amount: FenSchema,
  /** Gap to free shipping, floored at 0. */
  shipping_amount: FenSchema,
  free_shipping_goods_ids: z.array(IdSchema),
  text: z.string(),
});
export type ShippingData = z.infer<typeof ShippingDataSchema>;

export const CartPricingSchema = z.object({
  lines: z.array(LineResultSchema),
  total: z.object({
    goods_amount: FenSchema,
    manjian_amount: FenSchema,
    coupon_eligible_amount: FenSchema,
    coupon_amount: FenSchema,
    payable: FenSchema,
    selected_count: z.number().int().min(0),
  }),
  activity_data: z.object({ manjians: z.array(ManjianResultSchema) }),
  shipping_data: ShippingDataSchema,
  coupon: z.object({ id: IdSchema, saving: FenSchema, reason: z.string().nullable() }).nullable(),
  checkout_blockers: z.array(z.string()),
  breakdown: z.array(z.string()),
});
export type CartPricing = z.infer<typeof CartPricingSchema>;
