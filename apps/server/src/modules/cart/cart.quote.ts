/**
 * The engine's unit price for one line at a given quantity, alone in a cart: what a buyer saw on a
 * detail or list page for that quantity. Used to judge the price the browser sent.
 */
import { priceCart, type CartLineInput } from '@shop/shared';
import type { CartContext } from './cart.pricing';
import { toPricingGoods } from './cart.pricing';

export function quoteUnitPrice(
  ctx: Pick<CartContext, 'goods' | 'promotions' | 'buyer'>,
  line: Omit<CartLineInput, 'key' | 'is_selected'>,
  now: Date,
): number {
  const result = priceCart({
    goods: [...ctx.goods.values()].map((g) => toPricingGoods(g, false)),
    lines: [{ ...line, key: 'quote', is_selected: true }],
    buyer: { id: ctx.buyer.id, is_passed: true },
    promotions: ctx.promotions,
    shipping: { threshold: 0, no_trans_order_amount: 0 },
    coupon: null,
    now,
  });
  return result.lines[0]?.price ?? 0;
}
