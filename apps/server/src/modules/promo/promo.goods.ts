/**
 * Goods as the zone pages show them: the catalogue's card rows (so eligibility, 控销 audience and
 * hidden prices follow exactly the list and detail rules) reduced to what a zone tile needs.
 */
import { sql } from 'drizzle-orm';
import { customerPrice, fenToYuan, type PricingGoods, type PromoGoods } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { priceBuyerOf, toCard, type Viewer } from '../goods/goods.card';
import { CARD_COLUMNS, type CardRow } from '../goods/goods.repo';

export async function cardRows(db: Db, ids: readonly number[]): Promise<Map<number, CardRow>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<CardRow>(db, sql`SELECT ${CARD_COLUMNS} FROM goods g WHERE g.id IN (${list})`);
  return new Map(rows.map((r) => [r.id, { ...r, base_price_fen: Number(r.base_price_fen) }]));
}

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
