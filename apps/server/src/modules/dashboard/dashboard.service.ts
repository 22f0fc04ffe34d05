import { sql } from 'drizzle-orm';
import { DASHBOARD_MAX_DAYS, fenToYuan, type Dashboard, type DashboardQuery } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { invalid } from '../../lib/errors';
import { queuesFor } from './dashboard.queues';

/** Orders the buyer has paid for: paid and anything after it except a cancellation (refunded). */
const PAID = sql`o.paid_at IS NOT NULL AND o.status NOT IN ('unpaid', 'awaiting_transfer', 'cancelled')`;
const PAID_DAY = sql`(o.paid_at AT TIME ZONE 'Asia/Shanghai')::date`;

const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

async function totals(db: Db, from: string, to: string) {
  const [row] = await queryRows<{ orders: number; sales: string; buyers: number }>(
    db,
    sql`SELECT count(*)::int AS orders, coalesce(sum(o.payable_fen), 0)::bigint::text AS sales,
               count(DISTINCT o.user_id)::int AS buyers
          FROM orders o WHERE ${PAID} AND ${PAID_DAY} BETWEEN ${from}::date AND ${to}::date`,
  );
  // Summed as bigint in SQL and carried as text: integer fen, no float on the way.
  return { orders: row?.orders ?? 0, sales: fenToYuan(Number(row?.sales ?? 0)), buyers: row?.buyers ?? 0 };
}

export async function dashboard(
  db: Db,
  permissions: readonly string[],
  q: DashboardQuery,
): Promise<Dashboard> {
  const to = q.to ?? chinaToday();
  const from = q.from ?? addDays(to, -29);
  const days = daysBetween(from, to);
  if (days < 1) throw invalid('开始日期不能晚于结束日期');
  if (days > DASHBOARD_MAX_DAYS) throw invalid(`日期范围不能超过${DASHBOARD_MAX_DAYS}天`);
  const prevTo = addDays(from, -1);
  const prevFrom = addDays(prevTo, -(days - 1));
  const [series, current, previous, queues] = await Promise.all([
    queryRows<{ day: string; orders: number; sales: string }>(
      db,
      sql`SELECT to_char(d, 'YYYY-MM-DD') AS day, count(o.id)::int AS orders,
                 coalesce(sum(o.payable_fen), 0)::bigint::text AS sales
            FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
            LEFT JOIN orders o ON ${PAID_DAY} = d::date AND ${PAID}
           GROUP BY d ORDER BY d`,
    ),
    totals(db, from, to),
    totals(db, prevFrom, prevTo),
    queuesFor(db, permissions),
  ]);
  return {
    range: { from, to },
    current,
    previous: { ...previous, from: prevFrom, to: prevTo },
    series: series.map((s) => ({ day: s.day, orders: s.orders, sales: fenToYuan(Number(s.sales)) })),
    queues,
  };
}
