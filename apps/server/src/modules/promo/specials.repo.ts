/** SQL of 每日特价 / 福利价: the specials of a kind running now that name their goods. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface SpecialRow {
  id: number;
  kind: 'daily_special' | 'welfare';
  goods_ids: number[] | null;
  rate: number | null;
  price: number | null;
  starts_at: string | null;
  ends_at: string | null;
  limit: number;
}

export function liveSpecials(db: Db, kind: SpecialRow['kind'], now: Date) {
  const at = now.toISOString();
  return queryRows<SpecialRow>(
    db,
    sql`SELECT id, kind, goods_ids, rate_permille AS rate, price_fen::int AS price, starts_at, ends_at, limit_per_buyer AS "limit"
        FROM special_prices
        WHERE kind = ${kind} AND is_active AND (starts_at IS NULL OR starts_at <= ${at})
          AND (ends_at IS NULL OR ends_at > ${at}) AND goods_ids IS NOT NULL
        ORDER BY id`,
  );
}
