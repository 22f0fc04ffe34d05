/**
 * The engine's unit price for one line at a given quantity, alone in a cart: what a buyer saw on a
 * detail or list page for that quantity. Used to judge the price the browser sent. The line's price
 * step of the engine (priceLine, as priceCart runs it per line), without the cart-wide passes
 * (满减 shares, gifts, shipping) that never change a unit price.
 */
import { priceLine, type CartLineInput } from '@shop/shared';
import type { CartContext } from './cart.pricing';
import { toPricingGoods } from './cart.pricing';

export function quoteUnitPrice(
  ctx: Pick<CartContext, 'goods' | 'promotions' | 'buyer'>,
  line: Omit<CartLineInput, 'key' | 'is_selected'>,
  now: Date,
): number {
  const goods = new Map([...ctx.goods.values()].map((g) => [g.id, toPricingGoods(g, false)]));
  const combination =
    line.combination_id != null
      ? ctx.promotions.combinations.find((c) => c.id === line.combination_id)
      : undefined;
  return priceLine({ ...line, key: 'quote', is_selected: true }, goods, combination, ctx.promotions, now)
    .price;
}
