/**
 * 每日特价限购 at placement: the units of each normal line the engine priced at a limited daily
 * special are added to the buyer's tally of the day only while `number + units <= limit` (a
 * conditional upsert), so concurrent orders of one buyer can never take more than the limit at
 * the special price. A refusal rolls the whole order back. Release gives the units back.
 */
import { LINE_TYPE, bestSpecial } from '@shop/shared';
import type { Tx } from '../../db/client';
import { refused } from '../../lib/errors';
import { chinaDay } from '../../lib/china-day';
import { toPricingGoods } from '../cart/cart.pricing';
import type { PlanGroup } from './plan';
import { addSpecialUnits } from './special-limit.repo';

export { releaseSpecialUnits } from './special-limit.repo';

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
    const ok = await addSpecialUnits(tx, {
      specialId: pick.special.id,
      userId,
      goodsId: l.goodsId,
      day,
      units: pick.units,
      limit,
    });
    if (ok.length === 0 || (ok[0]?.number ?? 0) > limit) {
      throw refused(
        `「${l.goods.name}」每日特价每人每天限购${limit}${l.goods.bzdw}，今日额度已用完，请返回购物车刷新`,
      );
    }
    claims.set(k, { specialId: pick.special.id, units: pick.units });
  }
  return claims;
}
