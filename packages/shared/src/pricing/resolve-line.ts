/**
 * The one price of `qty` units of a goods for a buyer, with a running flash sale when there is one:
 * the customer price and ladder (resolvePrice), then the flash price for the units the buyer may
 * still take at it, the rest at their normal price; no flash at all when the buyer's own price is
 * already the lower. The goods card's flash offer, the cart line,
 * the confirmation and the placed order line all show this (issue 27), so their parts sum to the fen.
 */
import { flashBeats, priceFlash, type LinePart } from './line-price';
import { ladderUnder, resolvePrice, type PriceBuyer, type ResolvableGoods } from './customer-price';
import type { Fen } from './fen';

/** A running flash sale as the buyer meets it: price, per-buyer cap (0 = none), units already bought. */
export interface FlashTerms {
  price: Fen;
  limit: number;
  bought: number;
}

export interface ResolvedLine {
  /** Unit price of the first part (the flash price while any unit gets it). */
  price: Fen;
  total: Fen;
  /** One part normally; the flash part and the part above the cap when the cap splits the line. */
  parts: LinePart[];
}

export function resolveLine(
  goods: ResolvableGoods,
  buyer: PriceBuyer | null,
  qty: number,
  flash: FlashTerms | null,
): ResolvedLine {
  const own = resolvePrice(goods, buyer, qty);
  // A 秒杀价 not under the buyer's own price (a lower 协议价) gives nothing: the lower one is charged.
  if (!flash || !flashBeats(flash.price, own.price)) {
    const total = own.price * qty;
    return { price: own.price, total, parts: [{ number: qty, price: own.price, total, reason: own.reason }] };
  }
  const priced = priceFlash(
    {
      id: 1,
      name: '',
      bzdw: goods.bzdw,
      base_price: own.supply,
      ladder_price: ladderUnder(own.supply, goods.ladder_price),
      ladder_price_type: goods.ladder_price_type,
      is_buy: true,
      stock: qty,
      min_quantity: 1,
      pack_quantity: 1,
      with_coupon: false,
      is_dpby: false,
      qg_number: 0,
      is_free_shipping: false,
      free_shipping_number: 0,
      tags: [],
    },
    qty,
    { id: 1, goods_id: 1, ...flash, starts_at: null, ends_at: null },
    [],
    0,
  );
  return { price: priced.price, total: priced.total, parts: priced.parts ?? [] };
}
