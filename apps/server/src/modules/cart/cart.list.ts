import type { Db } from '../../db/client';
import { priceCartDetailed } from './cart.pricing';
import { cartState, type CartState } from './cart.view';

/** GET /api/cart/list: the whole cart priced once; the filter narrows what is listed, not the totals. */
export async function cartList(db: Db, userId: number, filter: number, now = new Date()): Promise<CartState> {
  const { cart, ctx } = await priceCartDetailed(db, userId, { now });
  return cartState(cart, ctx, filter, now);
}
