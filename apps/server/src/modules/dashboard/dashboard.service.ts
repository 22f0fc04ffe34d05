import { DASHBOARD_MAX_DAYS, fenToYuan, type Dashboard, type DashboardQuery } from '@shop/shared';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { queuesFor } from './dashboard.queues';
import { paidByDay, paidTotals } from './dashboard.repo';

const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

async function totals(db: Db, from: string, to: string) {
  const row = await paidTotals(db, from, to);
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
    paidByDay(db, from, to),
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
