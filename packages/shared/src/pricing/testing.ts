/** Builders for tests: parse through the real schemas so defaults are the contract's defaults. */
import { z } from 'zod';
import {
  CartInputSchema,
  CouponSchema,
  PricingGoodsSchema,
  type CartInput,
  type Coupon,
  type PricingGoods,
} from './types';

export const NOW = Date.UTC(2025, 5, 1, 4, 0, 0);
export const HOUR = 3_600_000;

export function makeGoods(
  partial: Partial<z.input<typeof PricingGoodsSchema>> & { id: number },
): PricingGoods {
  return PricingGoodsSchema.parse({
    name: `商品${partial.id}`,
    bzdw: '盒',
    base_price: 1280,
    stock: 100,
    ...partial,
  });
}

export function makeCart(partial: Partial<z.input<typeof CartInputSchema>>): CartInput {
  return CartInputSchema.parse({
    goods: [],
    lines: [],
    buyer: { id: 1, is_passed: true },
    shipping: { threshold: 80000, no_trans_order_amount: 0 },
    now: NOW,
    ...partial,
  });
}

export function makeCoupon(
  rule: z.input<typeof CouponSchema>['rule'],
  extra: Partial<z.input<typeof CouponSchema>> = {},
): Coupon {
  return CouponSchema.parse({
    id: 1,
    name: '券',
    starts_at: NOW - HOUR,
    ends_at: NOW + HOUR,
    rule,
    ...extra,
  });
}
