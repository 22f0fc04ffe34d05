/**
 * Contracts of the pricing engine. The server builds a CartInput from the database and returns the
 * CartPricing to the browser; the browser may re-run priceCart on the same input for instant feedback.
 * Field names follow spec §3 (snake_case) except where the spec reuses `number` for two meanings:
 * goods stock is `stock` here (goods.number on the wire) so it cannot be mistaken for a line quantity.
 */
import { z } from 'zod';

export const FenSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const IdSchema = z.number().int().min(0);
export const InstantSchema = z.union([z.number(), z.date()]);
const window = { starts_at: InstantSchema.nullish(), ends_at: InstantSchema.nullish() };

export const LadderTierSchema = z.object({ number: z.number().int().min(1), price: FenSchema });
export type LadderTier = z.infer<typeof LadderTierSchema>;

export const GoodsTagSchema = z.object({
  name: z.string(),
  describe: z.string().default(''),
  is_show: z.boolean().default(true),
});

export const PricingGoodsSchema = z.object({
  id: IdSchema,
  name: z.string(),
  bzdw: z.string().min(1).default('件'),
  base_price: FenSchema,
  ladder_price: z.array(LadderTierSchema).default([]),
  ladder_price_type: z.number().int().default(0),
  is_buy: z.boolean().default(true),
  stock: z.number().int().min(0),
  min_quantity: z.number().int().min(1).default(1),
  pack_quantity: z.number().int().min(1).default(1),
  with_coupon: z.boolean().default(true),
  is_dpby: z.boolean().default(false),
  qg_number: z.number().int().min(0).default(0),
  is_free_shipping: z.boolean().default(false),
  free_shipping_number: z.number().int().min(0).default(0),
  tags: z.array(GoodsTagSchema).default([]),
});
export type PricingGoods = z.infer<typeof PricingGoodsSchema>;

/** Spec §3: type 1 flash sale, 3 combination, anything else is a normal line. */
export const LineTypeSchema = z.number().int();
// Defined with the zod-free constants, so a browser chunk can name a line type without the schemas.
export { LINE_TYPE } from '../constants';

export const CartLineInputSchema = z.object({
  key: z.string(),
  goods_id: IdSchema,
  number: z.number().int().min(0),
  is_selected: z.boolean(),
  type: LineTypeSchema.default(0),
  flash_sale_id: IdSchema.nullish(),
  combination_id: IdSchema.nullish(),
  /** goods_manjian_id; 0 or null means "whichever active activity covers the goods". */
  manjian_id: IdSchema.nullish(),
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

export const BuyerSchema = z.object({ id: IdSchema, is_passed: z.boolean() });

export const FlashSaleSchema = z.object({
  id: IdSchema,
  goods_id: IdSchema,
  price: FenSchema,
  /** Per-buyer limit in units; 0 means unlimited. */
  limit: z.number().int().min(0),
  bought: z.number().int().min(0).default(0),
  ...window,
});
export type FlashSale = z.infer<typeof FlashSaleSchema>;

export const CombinationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  items: z.array(z.object({ goods_id: IdSchema, number: z.number().int().min(1), price: FenSchema })).min(1),
  ...window,
});
export type Combination = z.infer<typeof CombinationSchema>;

/** Daily special (每日特价) and welfare (福利 9.4折) prices: a rate off base price or a fixed price. */
export const SpecialPriceSchema = z.object({
  id: IdSchema,
  kind: z.enum(['daily_special', 'welfare']),
  /** null: every goods (the welfare zone is "94% off everything"). */
  goods_ids: z.array(IdSchema).nullable(),
  pricing: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('rate'), rate_permille: z.number().int().min(0).max(1000) }),
    z.object({ mode: z.literal('fixed'), price: FenSchema }),
  ]),
  /**
   * Units of each goods one buyer may take at this price per day (每日特价限购); 0 or absent is
   * unlimited. `bought` is what this buyer already took today, per goods.
   */
  limit: z.number().int().min(0).optional(),
  bought: z.array(z.object({ goods_id: IdSchema, number: z.number().int().min(0) })).optional(),
  ...window,
});
export type SpecialPrice = z.infer<typeof SpecialPriceSchema>;

export const ManjianTierSchema = z.object({ amount: FenSchema, reduce: FenSchema });
export type ManjianTier = z.infer<typeof ManjianTierSchema>;

export const ManjianActivitySchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** null: the activity covers all goods. */
  goods_ids: z.array(IdSchema).nullable(),
  tiers: z.array(ManjianTierSchema).min(1),
  ...window,
});
export type ManjianActivity = z.infer<typeof ManjianActivitySchema>;

/** 满赠: every `every` units earn `give` gift units (once only when repeat is false). */
export const GiftRuleSchema = z.object({
  id: IdSchema,
  goods_id: IdSchema,
  every: z.number().int().min(1),
  give: z.number().int().min(1),
  repeat: z.boolean().default(true),
  /** gift_data.type: 1 the same goods (赠本品), 2 another goods (赠他品). */
  type: z.number().int().default(1),
  max_total: z.number().int().min(0).nullish(),
  ...window,
});
export type GiftRule = z.infer<typeof GiftRuleSchema>;

export const ShippingRuleSchema = z.object({
  threshold: FenSchema,
  no_trans_order_amount: FenSchema.default(0),
});
export type ShippingRule = z.infer<typeof ShippingRuleSchema>;

export const CouponSchema = z.object({
  id: IdSchema,
  name: z.string(),
  ...window,
  rule: z.discriminatedUnion('type', [
    /** 满减券: spend threshold, save amount. */
    z.object({ type: z.literal('full_reduction'), threshold: FenSchema, amount: FenSchema }),
    /** 折扣券: pay rate_permille/1000 of the amount, saving capped at max_discount. */
    z.object({
      type: z.literal('discount'),
      threshold: FenSchema.default(0),
      rate_permille: z.number().int().min(0).max(1000),
      max_discount: FenSchema.nullish(),
    }),
    /** 现金券: no threshold. */
    z.object({ type: z.literal('cash'), amount: FenSchema }),
  ]),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const CartInputSchema = z.object({
  goods: z.array(PricingGoodsSchema),
  lines: z.array(CartLineInputSchema),
  buyer: BuyerSchema,
  promotions: z
    .object({
      flash_sales: z.array(FlashSaleSchema).default([]),
      combinations: z.array(CombinationSchema).default([]),
      specials: z.array(SpecialPriceSchema).default([]),
      manjians: z.array(ManjianActivitySchema).default([]),
      gifts: z.array(GiftRuleSchema).default([]),
    })
    .default({ flash_sales: [], combinations: [], specials: [], manjians: [], gifts: [] }),
  shipping: ShippingRuleSchema,
  /** A coupon the buyer picked at checkout; the cart page leaves it out. */
  coupon: CouponSchema.nullish(),
  now: InstantSchema,
});
export type CartInput = z.infer<typeof CartInputSchema>;
