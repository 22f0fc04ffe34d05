/** SQL of 每日特价 / 福利价: the specials of a kind running now that name their goods. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryChecked } from '../../db/query';

// Rows are parsed outside production (queryChecked): a renamed or retyped column fails the tests.
const Timestamp = z.union([z.date(), z.string()]);
const SpecialRowSchema = z.object({
  id: z.number(),
  kind: z.enum(['daily_special', 'welfare']),
  goods_ids: z.array(z.number()).nullable(),
  rate: z.number().nullable(),
  price: z.number().nullable(),
  starts_at: Timestamp.nullable(),
  ends_at: Timestamp.nullable(),
  limit: z.number(),
});
export type SpecialRow = z.infer<typeof SpecialRowSchema>;

export function liveSpecials(db: Db, kind: SpecialRow['kind'], now: Date) {
  const at = now.toISOString();
  return queryChecked(
    db,
    SpecialRowSchema,
    sql`SELECT id, kind, goods_ids, rate_permille AS rate, price_fen::int AS price, starts_at, ends_at, limit_per_buyer AS "limit"
        FROM special_prices
        WHERE kind = ${kind} AND is_active AND (starts_at IS NULL OR starts_at <= ${at})
          AND (ends_at IS NULL OR ends_at > ${at}) AND goods_ids IS NOT NULL
        ORDER BY id`,
  );
}
