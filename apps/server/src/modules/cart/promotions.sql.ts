/**
 * The SQL of the promotions that can touch a given cart (promotions.load.ts turns the rows into the
 * pricing engine's input). Windows are checked by the engine (it reports "秒杀未开始"); SQL only
 * drops switched-off and finished activities so the input stays small.
 */
import { sql, type SQL } from 'drizzle-orm';
import { chinaDay } from '../../lib/china-day';

/** A set of ids as a subquery (`IN (…)`, `ARRAY(…)`): one array parameter, however long the list. */
export const idSet = (list: number[]) => sql`SELECT unnest(${`{${list.join(',')}}`}::int[])`;
const notOver = (now: Date) => sql`is_active AND (ends_at IS NULL OR ends_at > ${now.toISOString()})`;
const live = (now: Date) => sql`${notOver(now)} AND (starts_at IS NULL OR starts_at <= ${now.toISOString()})`;
export interface Windowed {
  starts_at: string | null;
  ends_at: string | null;
}

interface FlashRow extends Windowed {
  id: number;
  goods_id: number;
  price: number;
  limit: number;
  bought: number;
}
interface ComboRow extends Windowed {
  id: number;
  name: string;
  items: Array<{ goods_id: number; number: number; price: number }> | null;
}
interface SpecialRow extends Windowed {
  id: number;
  kind: 'daily_special' | 'welfare';
  goods_ids: number[] | null;
  rate: number | null;
  price: number | null;
  limit: number;
  bought: Array<{ goods_id: number; number: number }> | null;
}
interface ManjianRow extends Windowed {
  id: number;
  name: string;
  all_goods: boolean;
  goods_ids: number[] | null;
  tiers: Array<{ amount: number; reduce: number }> | null;
}
interface GiftRow extends Windowed {
  id: number;
  goods_id: number;
  every: number;
  give: number;
  repeat: boolean;
  gift_goods_id: number | null;
  max_total: number | null;
}

/** json_agg of a subquery's rows in its own order, [] when it has none. */
const rowsOf = (query: ReturnType<typeof sql>) =>
  sql`coalesce((SELECT json_agg(x) FROM (${query}) x), '[]'::json)`;

export interface PromotionSets {
  userId: number;
  /** Subqueries yielding ids (idSet for a list, or a select over cart_lines). */
  goodsIds: SQL;
  flashSaleIds: SQL;
  combinationIds: SQL;
  now: Date;
}

export interface PromotionColumns {
  flash: FlashRow[];
  combos: ComboRow[];
  specials: SpecialRow[];
  manjians: ManjianRow[];
  gifts: GiftRow[];
}

/**
 * The five kinds as the columns flash, combos, specials, manjians, gifts of one SELECT, so a caller
 * can read them in the same statement as the cart and its goods (one round trip per pricing pass).
 */
export function promotionColumns(input: PromotionSets): SQL {
  const { userId, goodsIds, flashSaleIds, combinationIds, now } = input;
  return sql`${rowsOf(sql`SELECT f.id, f.goods_id, f.price_fen::int AS price, f.limit_per_buyer AS "limit",
            coalesce(p.number, 0) AS bought, f.starts_at, f.ends_at
          FROM flash_sales f LEFT JOIN flash_sale_purchases p ON p.flash_sale_id = f.id AND p.user_id = ${userId}
          WHERE f.id IN (${flashSaleIds}) AND f.is_active ORDER BY f.id`)} AS flash,
      ${rowsOf(sql`SELECT c.id, c.name, c.starts_at, c.ends_at,
            (SELECT json_agg(json_build_object('goods_id', i.goods_id, 'number', i.number, 'price', i.price_fen)
                             ORDER BY i.sort, i.goods_id)
             FROM combination_items i WHERE i.combination_id = c.id) AS items
          FROM combinations c WHERE c.id IN (${combinationIds}) AND c.is_active ORDER BY c.id`)} AS combos,
      ${rowsOf(sql`SELECT id, kind, goods_ids, rate_permille AS rate, price_fen::int AS price, starts_at, ends_at,
            limit_per_buyer AS "limit",
            (SELECT json_agg(json_build_object('goods_id', p.goods_id, 'number', p.number)) FROM special_purchases p
              WHERE p.special_id = special_prices.id AND p.user_id = ${userId} AND p.day = ${chinaDay(now)}) AS bought
          FROM special_prices
          WHERE ${live(now)} AND (goods_ids IS NULL OR goods_ids && ARRAY(${goodsIds})) ORDER BY id`)} AS specials,
      ${rowsOf(sql`SELECT a.id, a.name, a.all_goods, a.starts_at, a.ends_at,
            (SELECT array_agg(mg.goods_id) FROM manjian_goods mg
             WHERE mg.activity_id = a.id AND mg.goods_id IN (${goodsIds})) AS goods_ids,
            (SELECT json_agg(json_build_object('amount', t.amount_fen, 'reduce', t.reduce_fen) ORDER BY t.amount_fen)
             FROM manjian_tiers t WHERE t.activity_id = a.id) AS tiers
          FROM manjian_activities a
          WHERE ${live(now)} AND (a.all_goods OR EXISTS (
            SELECT 1 FROM manjian_goods mg WHERE mg.activity_id = a.id AND mg.goods_id IN (${goodsIds})))
          ORDER BY a.id`)} AS manjians,
      ${rowsOf(sql`SELECT id, goods_id, every, give, repeat, gift_goods_id, max_total, starts_at, ends_at
          FROM gift_rules WHERE ${live(now)} AND goods_id IN (${goodsIds}) ORDER BY id`)} AS gifts`;
}

/**
 * The first start after `now` of a 特价, 满减 or gift rule: promotionColumns leaves those out until
 * they start, so an answer kept from them must end then (cart.list.ts). Flash sales and combinations
 * are read whatever their window, so their edges are in the rows. Over all goods, not only the
 * cart's: it may end a kept answer early, never late.
 */
export const nextPromotionStartSql = (now: Date) => {
  const at = now.toISOString();
  return sql`(SELECT min(s.t) FROM (
      SELECT starts_at AS t FROM special_prices WHERE is_active AND starts_at > ${at}
      UNION ALL SELECT starts_at FROM manjian_activities WHERE is_active AND starts_at > ${at}
      UNION ALL SELECT starts_at FROM gift_rules WHERE is_active AND starts_at > ${at}) s)`;
};
