/**
 * Goods as the zone pages show them: the catalogue's card rows (so eligibility, 控销 audience and
 * hidden prices follow exactly the list and detail rules) reduced to what a zone tile needs.
 */
import { customerPrice, fenToYuan, type PricingGoods, type PromoGoods } from '@shop/shared';
import { priceBuyerOf, toCard, type Viewer } from '../goods/goods.card';
import type { CardRow } from './promo-goods.repo';

// The services import the reader with the helpers that shape its rows.
export { cardRows } from './promo-goods.repo';

export function promoGoods(row: CardRow, viewer: Viewer): PromoGoods {
  const card = toCard(row, [], [], viewer);
  return {
    id: card.id,
    name: card.name,
    sccj: card.sccj,
    ypgg: card.ypgg,
    bzdw: card.bzdw,
    image: row.images[0] ?? '',
    base_price: card.base_price,
    stock: card.number,
    min_qty: Math.max(card.min_qty, 1),
    mid_pack: Math.max(card.mid_pack, 1),
    can_buy: card.can_buy,
    buy_block_reason: card.buy_block_reason,
    price_hidden_reason: card.price_hidden_reason,
  };
}

/** The engine's view of a goods for a one-unit price (zones quote the unit price). */
/** The engine's goods; with a viewer, at their own supply price (客户价), as the cart will price it. */
export const pricingGoods = (row: CardRow, viewer?: Viewer): PricingGoods => ({
  id: row.id,
  name: row.name,
  bzdw: row.bzdw || '件',
  base_price: viewer
    ? customerPrice(row.base_price_fen, row.customer_prices, priceBuyerOf(viewer)).price
    : row.base_price_fen,
  ladder_price: [],
  ladder_price_type: row.ladder_price_type,
  is_buy: row.is_buy,
  stock: row.stock,
  min_quantity: 1,
  pack_quantity: 1,
  with_coupon: true,
  is_dpby: row.is_dpby,
  qg_number: row.qg_number,
  is_free_shipping: row.is_free_shipping,
  free_shipping_number: row.free_shipping_number,
  tags: [],
});

/** A price the viewer may see, as yuan; null for visitors when prices need a sign-in. */
export const shownPrice = (viewer: Viewer, fen: number): string | null =>
  viewer.pricesHidden ? null : fenToYuan(fen);

/** Seconds since the epoch, the spec's 10-digit timestamps. */
export const seconds = (d: Date | string | null): number | null =>
  d === null ? null : Math.floor(new Date(d).getTime() / 1000);
