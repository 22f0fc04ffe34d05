/** SQL of the dashboard's sales figures: paid orders by China day. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** Orders the buyer has paid for: paid and anything after it except a cancellation (refunded). */
const PAID = sql`o.paid_at IS NOT NULL AND o.status NOT IN ('unpaid', 'awaiting_transfer', 'cancelled')`;
const PAID_DAY = sql`(o.paid_at AT TIME ZONE 'Asia/Shanghai')::date`;

/** Paid orders, their sum (fen, as text) and their buyers between two China days. */
export async function paidTotals(db: Db, from: string, to: string) {
  const [row] = await queryRows<{ orders: number; sales: string; buyers: number }>(
    db,
    sql`SELECT count(*)::int AS orders, coalesce(sum(o.payable_fen), 0)::bigint::text AS sales,
               count(DISTINCT o.user_id)::int AS buyers
          FROM orders o WHERE ${PAID} AND ${PAID_DAY} BETWEEN ${from}::date AND ${to}::date`,
  );
  return row;
}

/** Paid orders and their sum (fen, as text) for every day between two China days, empty days too. */
export const paidByDay = (db: Db, from: string, to: string) =>
  queryRows<{ day: string; orders: number; sales: string }>(
    db,
    sql`SELECT to_char(d, 'YYYY-MM-DD') AS day, count(o.id)::int AS orders,
               coalesce(sum(o.payable_fen), 0)::bigint::text AS sales
          FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
          LEFT JOIN orders o ON ${PAID_DAY} = d::date AND ${PAID}
         GROUP BY d ORDER BY d`,
  );
