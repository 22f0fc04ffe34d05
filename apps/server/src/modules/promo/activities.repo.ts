/** SQL of 为您推荐: which goods to recommend, before the cards and prices are read. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/**
 * Goods ids for one page (`size` + 1 rows, so the caller sees whether more follow): best sellers of
 * the categories the buyer bought most in the last 180 days first, then the shop's best sellers.
 */
export async function recommendedGoodsIds(
  db: Db,
  userId: number,
  size: number,
  offset: number,
  now: Date,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH mine AS (
          SELECT g.category_id, sum(l.number)::int AS n FROM order_lines l
            JOIN orders o ON o.id = l.order_id JOIN goods g ON g.id = l.goods_id
           WHERE o.user_id = ${userId} AND o.status <> 'cancelled'
             AND o.created_at > ${now.toISOString()}::timestamptz - interval '180 days'
           GROUP BY g.category_id)
        SELECT g.id FROM goods g LEFT JOIN mine ON mine.category_id = g.category_id
         WHERE g.is_buy AND g.stock > 0
         ORDER BY coalesce(mine.n, 0) DESC, g.sales DESC, g.id
         LIMIT ${size + 1} OFFSET ${offset}`,
  );
  return rows.map((r) => r.id);
}
