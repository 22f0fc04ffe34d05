/** SQL of 每日特价限购: each buyer's daily tally of units bought at a limited special. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/**
 * Adds `units` to the buyer's tally of the day only while it stays within `limit` (a conditional
 * upsert); returns the new tally, or nothing when the limit refused it.
 */
export async function addSpecialUnits(
  tx: Tx,
  c: { specialId: number; userId: number; goodsId: number; day: string; units: number; limit: number },
) {
  return queryRows<{ number: number }>(
    tx,
    sql`INSERT INTO special_purchases AS p (special_id, user_id, goods_id, day, number)
        VALUES (${c.specialId}, ${c.userId}, ${c.goodsId}, ${c.day}, ${c.units})
        ON CONFLICT (special_id, user_id, goods_id, day) DO UPDATE SET number = p.number + excluded.number
          WHERE p.number + excluded.number <= ${c.limit}
        RETURNING number`,
  );
}

/** Gives the special units of cancelled orders back to their day's tally (release.ts). */
export async function releaseSpecialUnits(tx: Tx, orderIdList: ReturnType<typeof sql>): Promise<void> {
  await tx.execute(sql`
    UPDATE special_purchases p SET number = greatest(p.number - s.n, 0)
      FROM (SELECT ol.special_id, o.user_id, ol.goods_id,
                   to_char(o.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day,
                   sum(ol.special_units)::int AS n
              FROM order_lines ol JOIN orders o ON o.id = ol.order_id
             WHERE ol.order_id IN (${orderIdList}) AND ol.special_units > 0
             GROUP BY ol.special_id, o.user_id, ol.goods_id, day) s
     WHERE p.special_id = s.special_id AND p.user_id = s.user_id AND p.goods_id = s.goods_id AND p.day = s.day`);
}
