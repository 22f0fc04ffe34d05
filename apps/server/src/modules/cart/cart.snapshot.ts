/**
 * Everything one pricing pass reads — buyer, cart lines, shipping rule, the promotions touching
 * those lines and their goods (with combination members) — in ONE statement: one round trip per
 * cart list / confirm / placement instead of three, and safe on a transaction's one connection.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { couponFromJson, unusedCouponsSql, type WalletCouponRow } from '../wallet/wallet.service';
import {
  buyerSql,
  goodsRowsSql,
  withBuyerPrice,
  type BuyerRow,
  type CartGoodsRow,
  type CartLineRow,
} from './cart.load';
import {
  idSet,
  nextPromotionStartSql,
  nextStartMs,
  promotionColumns,
  toPromotions,
  type PromotionColumns,
  type Promotions,
} from './promotions.load';
import { queryPrepared } from '../../db/prepared';

const shippingSetting = z
  .object({ threshold_fen: z.coerce.number().int().min(0), fee_fen: z.coerce.number().int().min(0) })
  .catch({ threshold_fen: 0, fee_fen: 0 });
export type ShippingSetting = z.infer<typeof shippingSetting>;

interface LineJson {
  id: number;
  user_id: number;
  goods_id: number;
  type: number;
  goods_price_id: number;
  ladder_price_id: number;
  goods_manjian_id: number;
  is_yj: number;
  ck_id: number;
  number: number;
  is_selected: boolean;
  seen_price_fen: number;
  created_at: string;
  updated_at: string;
}

export interface Snapshot {
  /** The buyer's unused wallet coupons, when asked for (checkout), else []. */
  coupons: WalletCouponRow[];
  buyer: BuyerRow | null;
  rows: CartLineRow[];
  shipping: ShippingSetting;
  promotions: Promotions;
  goods: CartGoodsRow[];
}

/**
 * Which lines: the buyer's cart lines (optionally some ids / ticked only), or lines being added (then
 * the buyer's existing lines of those goods come back).
 */
export type SnapshotSource =
  | { lineIds?: number[] | undefined; selectedOnly?: boolean | undefined; withCoupons?: boolean | undefined }
  | { adding: { goodsIds: number[]; flashSaleIds: number[]; combinationIds: number[] } };

const toLine = (l: LineJson): CartLineRow => ({
  id: l.id,
  userId: l.user_id,
  goodsId: l.goods_id,
  type: l.type,
  goodsPriceId: l.goods_price_id,
  ladderPriceId: l.ladder_price_id,
  goodsManjianId: l.goods_manjian_id,
  isYj: l.is_yj,
  ckId: l.ck_id,
  number: l.number,
  isSelected: l.is_selected,
  seenPriceFen: Number(l.seen_price_fen),
  createdAt: new Date(l.created_at),
  updatedAt: new Date(l.updated_at),
});

type SnapshotRow = PromotionColumns & {
  buyer: BuyerRow | null;
  lines: LineJson[];
  shipping: unknown;
  goods: CartGoodsRow[];
  coupons: WalletCouponRow[];
};

/**
 * More CTEs (after `sel`, the selected lines) and columns a caller reads in the same statement, e.g.
 * placement's key claim and address, so its transaction spends no round trip of its own on them.
 */
export interface SnapshotExtra {
  ctes: SQL;
  columns: SQL;
}

/** The one SELECT of a pricing pass (see loadSnapshot). */
function snapshotSql(
  userId: number,
  source: SnapshotSource,
  now: Date,
  extra: SnapshotExtra = { ctes: sql``, columns: sql`` },
): SQL {
  let lineFilter: SQL;
  let coupons = sql`'[]'::json`;
  let sets: { goodsIds: SQL; flashSaleIds: SQL; combinationIds: SQL };
  if ('adding' in source) {
    lineFilter = sql`l.user_id = ${userId} AND l.goods_id IN (${idSet(source.adding.goodsIds)})`;
    sets = {
      goodsIds: idSet(source.adding.goodsIds),
      // The sales the lines claim, and the running sales of the goods added (a plain add takes one:
      // cart.add.judge.ts runningFlash); a sold-out sale is none to take.
      flashSaleIds: sql`SELECT f.id FROM flash_sales f WHERE f.id IN (${idSet(source.adding.flashSaleIds)})
        OR (f.goods_id IN (${idSet(source.adding.goodsIds)}) AND f.is_active AND f.sold < f.sale_stock
          AND (f.starts_at IS NULL OR f.starts_at <= ${now.toISOString()})
          AND (f.ends_at IS NULL OR f.ends_at > ${now.toISOString()}))`,
      combinationIds: idSet(source.adding.combinationIds),
    };
  } else {
    const only = source.lineIds ? sql`AND l.id IN (${idSet(source.lineIds)})` : sql``;
    const ticked = source.selectedOnly ? sql`AND l.is_selected` : sql``;
    lineFilter = sql`l.user_id = ${userId} ${only} ${ticked}`;
    if (source.withCoupons)
      coupons = sql`coalesce((SELECT json_agg(c) FROM (${unusedCouponsSql(userId, now)}) c), '[]'::json)`;
    sets = {
      goodsIds: sql`SELECT goods_id FROM sel`,
      flashSaleIds: sql`SELECT goods_price_id FROM sel WHERE type = 1`,
      combinationIds: sql`SELECT goods_price_id FROM sel WHERE type = 3`,
    };
  }
  // Goods of the lines plus the members of the (active) combinations they claim.
  const goodsIds = sql`${sets.goodsIds} UNION SELECT i.goods_id FROM combination_items i
    JOIN combinations c ON c.id = i.combination_id WHERE c.is_active AND c.id IN (${sets.combinationIds})`;
  return sql`WITH sel AS (SELECT l.* FROM cart_lines l WHERE ${lineFilter}) ${extra.ctes}
        SELECT (SELECT row_to_json(b) FROM (${buyerSql(userId)}) b) AS buyer,
          coalesce((SELECT json_agg(sel ORDER BY sel.created_at, sel.id) FROM sel), '[]'::json) AS lines,
          (SELECT s.value FROM site_settings s WHERE s.key = 'shipping') AS shipping,
          coalesce((SELECT json_agg(x) FROM (${goodsRowsSql(goodsIds)}) x), '[]'::json) AS goods,
          ${coupons} AS coupons,
          ${promotionColumns({ userId, ...sets, now })} ${extra.columns}`;
}

const toSnapshot = (row: SnapshotRow | undefined): Snapshot => ({
  coupons: (row?.coupons ?? []).map(couponFromJson),
  buyer: row?.buyer ?? null,
  rows: (row?.lines ?? []).map(toLine),
  shipping: shippingSetting.parse(row?.shipping),
  promotions: toPromotions(row),
  // Every pass (cart, add, checkout, placement) prices at the buyer's own supply price.
  goods: (row?.goods ?? []).map((g) => withBuyerPrice(g, row?.buyer ?? null)),
});

/** Everything one pricing pass of the buyer's cart needs, in one statement. */
export async function loadSnapshot(
  db: Db | Tx,
  userId: number,
  source: SnapshotSource,
  now: Date,
): Promise<Snapshot> {
  const [row] = await queryPrepared<SnapshotRow>(db, snapshotSql(userId, source, now));
  return toSnapshot(row);
}

/** loadSnapshot with `extra`'s columns read in the same statement. */
export async function loadSnapshotWith<E extends object>(
  db: Db | Tx,
  userId: number,
  source: SnapshotSource,
  now: Date,
  extra: SnapshotExtra,
): Promise<{ snapshot: Snapshot; extra: E }> {
  const [row] = await queryPrepared<SnapshotRow & E>(db, snapshotSql(userId, source, now, extra));
  if (!row) throw new Error('cart snapshot returned no row');
  return { snapshot: toSnapshot(row), extra: row };
}

/** The buyer's lines of some goods, as the `adding` source reads them (what an add sums onto). */
export async function loadLinesOf(db: Db | Tx, userId: number, goodsIds: number[]): Promise<CartLineRow[]> {
  const [row] = await queryPrepared<{ lines: LineJson[] }>(
    db,
    sql`SELECT coalesce(json_agg(l ORDER BY l.created_at, l.id), '[]'::json) AS lines FROM cart_lines l
        WHERE l.user_id = ${userId} AND l.goods_id IN (${idSet(goodsIds)})`,
  );
  return (row?.lines ?? []).map(toLine);
}

/**
 * md5 of the buyer's cart lines as stored, the part of a cart list that the buyer's own adds, edits
 * and deletes change (on any instance, with no NOTIFY: cart writes stay off the notify queue).
 */
const linesFingerprintSql = (userId: number) =>
  sql`(SELECT md5(coalesce(string_agg(l::text, ',' ORDER BY l.id), '')) FROM cart_lines l WHERE l.user_id = ${userId})`;

/** The buyer's cart-lines fingerprint alone: one index read of a few rows (cart.list.ts). */
export async function cartLinesFingerprint(db: Db | Tx, userId: number): Promise<string> {
  const [row] = await queryPrepared<{ lines: string }>(
    db,
    sql`SELECT ${linesFingerprintSql(userId)} AS lines`,
  );
  if (!row) throw new Error('cart lines fingerprint returned no row');
  return row.lines;
}

/**
 * The same read, fingerprinted by PostgreSQL: `hash` is the md5 of everything the statement read, and
 * the rows come back only when it differs from `knownHash`. A caller holding an answer computed from
 * a snapshot with that hash can reuse it without receiving, parsing or pricing the rows again; the
 * statement runs in full each time, so the fingerprint is as fresh as the database (on any instance).
 * `lines` is cartLinesFingerprint read in the same statement, so it is of the same moment;
 * `nextStart` (ms) the first start of a promotion the read left out for not having started.
 */
export async function loadSnapshotUnless(
  db: Db | Tx,
  userId: number,
  source: SnapshotSource,
  now: Date,
  knownHash: string,
): Promise<{ hash: string; lines: string; nextStart: number | null; snapshot: Snapshot | null }> {
  const [row] = await queryPrepared<{
    hash: string;
    lines: string;
    next_start: string | null;
    j: SnapshotRow | null;
  }>(
    db,
    sql`WITH snap AS (${snapshotSql(userId, source, now)}),
          h AS (SELECT j, md5(j::text) AS hash FROM (SELECT row_to_json(snap) AS j FROM snap) s)
        SELECT h.hash, ${linesFingerprintSql(userId)} AS lines, ${nextPromotionStartSql(now)} AS next_start,
          CASE WHEN h.hash = ${knownHash} THEN NULL ELSE h.j END AS j FROM h`,
  );
  if (!row) throw new Error('cart snapshot returned no row');
  const snapshot = row.j ? toSnapshot(row.j) : null;
  return { hash: row.hash, lines: row.lines, nextStart: nextStartMs(row.next_start), snapshot };
}
