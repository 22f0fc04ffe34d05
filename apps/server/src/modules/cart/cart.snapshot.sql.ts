/**
 * The SQL of a pricing pass's one statement (cart.snapshot.ts reads it through cart.snapshot.repo.ts):
 * buyer, cart lines, shipping rule, the promotions touching those lines and their goods.
 */
import { sql, type SQL } from 'drizzle-orm';
import { unusedCouponsSql, type WalletCouponRow } from '../wallet/wallet.service';
import { buyerSql, goodsRowsSql, type BuyerRow, type CartGoodsRow } from './cart.load';
import { idSet, nextPromotionStartSql, promotionColumns, type PromotionColumns } from './promotions.sql';

/** A cart line as json_agg returns it. */
export interface LineJson {
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

export type SnapshotRow = PromotionColumns & {
  buyer: BuyerRow | null;
  lines: LineJson[];
  shipping: unknown;
  goods: CartGoodsRow[];
  coupons: WalletCouponRow[];
};

/**
 * Which lines: the buyer's cart lines (optionally some ids / ticked only), or lines being added (then
 * the buyer's existing lines of those goods come back).
 */
export type SnapshotSource =
  | { lineIds?: number[] | undefined; selectedOnly?: boolean | undefined; withCoupons?: boolean | undefined }
  | { adding: { goodsIds: number[]; flashSaleIds: number[]; combinationIds: number[] } };

/**
 * More CTEs (after `sel`, the selected lines) and columns a caller reads in the same statement, e.g.
 * placement's key claim and address, so its transaction spends no round trip of its own on them.
 */
export interface SnapshotExtra {
  ctes: SQL;
  columns: SQL;
}

/** The one SELECT of a pricing pass (see loadSnapshot). */
export function snapshotSql(
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

/**
 * md5 of the buyer's cart lines as stored, the part of a cart list that the buyer's own adds, edits
 * and deletes change (on any instance, with no NOTIFY: cart writes stay off the notify queue).
 */
export const linesFingerprintSql = (userId: number) =>
  sql`(SELECT md5(coalesce(string_agg(l::text, ',' ORDER BY l.id), '')) FROM cart_lines l WHERE l.user_id = ${userId})`;

/** The first start of a promotion the read leaves out, as the extra column next_start (cart.add.context.ts). */
export const nextStartExtra = (now: Date): SnapshotExtra => ({
  ctes: sql``,
  columns: sql`, ${nextPromotionStartSql(now)} AS next_start`,
});
