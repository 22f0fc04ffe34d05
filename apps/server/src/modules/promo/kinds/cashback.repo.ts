import { sql } from 'drizzle-orm';
import type { CashbackInputSchema } from '@shop/shared';
import type { z } from 'zod';
import { listOf, saveRow, y, type KindDef } from './common.repo';

/** What buyer c.user_id received in month c.month (China time): what the cashback was priced on. */
const monthTotal = sql`(SELECT coalesce(sum(o.payable_fen), 0) FROM orders o
  WHERE o.user_id = c.user_id AND o.status = 'done'
    AND to_char(o.done_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM') = c.month)`;
/** The buyer-months credited whose total reached this tier and no higher live one. */
const itsMonths = sql`FROM cashback_credits c WHERE ${monthTotal} >= t.threshold_fen
  AND NOT EXISTS (SELECT 1 FROM cashback_tiers n WHERE n.is_active AND n.threshold_fen > t.threshold_fen
                    AND n.threshold_fen <= ${monthTotal})`;

/** 满额返现: claims are buyer-months paid at this tier, orders theirs, given the cashback credited. */
export const cashback: KindDef<z.output<typeof CashbackInputSchema>> = {
  table: 'cashback_tiers',
  label: '满额返现',
  list: listOf({
    from: sql`cashback_tiers t`,
    order: sql`t.id`,
    name: sql`'月收货满' || trim_scale(t.threshold_fen / 100.0)::text || '元'`,
    active: 't',
    claims: sql`(SELECT count(*)::int ${itsMonths})`,
    orders: sql`(SELECT coalesce(sum((SELECT count(*) FROM orders o WHERE o.user_id = c.user_id AND o.status = 'done'
        AND to_char(o.done_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM') = c.month)), 0)::int ${itsMonths})`,
    given: sql`(SELECT coalesce(sum(c.credited_fen), 0)::bigint ${itsMonths})`,
    input: sql`json_build_object('threshold', t.threshold_fen, 'rate_permille', t.rate_permille)`,
  }),
  write: (tx, id, c) =>
    saveRow(tx, 'cashback_tiers', id, {
      threshold_fen: c.threshold,
      rate_permille: c.rate_permille,
      is_active: c.is_active,
    }),
  summary: (r) => {
    const i = r.input as { threshold: number; rate_permille: number };
    return `当月确认收货满${y(i.threshold)}元，返现${i.rate_permille / 10}%到余额`;
  },
};
