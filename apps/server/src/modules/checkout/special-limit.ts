/**
 * 每日特价限购 at placement: the units of each normal line the engine priced at a limited daily
 * special are added to the buyer's tally of the day only while `number + units <= limit` (a
 * conditional upsert), so concurrent orders of one buyer can never take more than the limit at
 * the special price. A refusal rolls the whole order back. Release gives the units back.
 */
import { sql } from 'drizzle-orm';
import { LINE_TYPE, bestSpecial } from '@shop/shared';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { refused } from '../../lib/errors';
import { chinaDay } from '../../lib/china-day';
import { toPricingGoods } from '../cart/cart.pricing';
import type { PlanGroup } from './plan';

export interface SpecialClaim {
  specialId: number;
  units: number;
}

/** Claims each line's limited special units; returns them by line index for the order lines. */
export async function claimSpecialUnits(
  tx: Tx,
  userId: number,
  g: PlanGroup,
  now: Date,
): Promise<Map<number, SpecialClaim>> {
  const claims = new Map<number, SpecialClaim>();
  const day = chinaDay(now);
  for (const [k, l] of g.lines.entries()) {
    if (l.type !== LINE_TYPE.normal) continue;
    const row = g.ctx.goods.get(l.goodsId);
    if (!row) continue;
    const pick = bestSpecial(toPricingGoods(row, false), l.number, g.ctx.promotions.specials, now);
    const limit = pick?.special.limit ?? 0;
    if (!pick || limit === 0) continue;
    const ok = await queryRows<{ number: number }>(
      tx,
      sql`INSERT INTO special_purchases AS p (special_id, user_id, goods_id, day, number)
          VALUES (${pick.special.id}, ${userId}, ${l.goodsId}, ${day}, ${pick.units})
          ON CONFLICT (special_id, user_id, goods_id, day) DO UPDATE SET number = p.number + excluded.number
            WHERE p.number + excluded.number <= ${limit}
          RETURNING number`,
    );
    if (ok.length === 0 || (ok[0]?.number ?? 0) > limit) {
      throw refused(
        `「${l.goods.name}」每日特价每人每天限购${limit}${l.goods.bzdw}，今日额度已用完，请返回购物车刷新`,
      );
    }
    claims.set(k, { specialId: pick.special.id, units: pick.units });
  }
  return claims;
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
