import { sql } from 'drizzle-orm';
import { fenToYuan, type Dashboard } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** Below this many units a sellable goods is flagged for the buyer (商品部) to restock. */
export const LOW_STOCK_UNITS = 20;
/** Lots expiring within this many days are near expiry (近效期), as the storefront's zone counts them. */
export const NEAR_EXPIRY_DAYS = 180;

const DAY = sql`(created_at AT TIME ZONE 'Asia/Shanghai')::date`;
const TODAY = sql`(now() AT TIME ZONE 'Asia/Shanghai')::date`;

export async function dashboard(db: Db): Promise<Dashboard> {
  const [series, [todo], [buyers]] = await Promise.all([
    queryRows<{ day: string; orders: number; sales: number }>(
      db,
      sql`SELECT to_char(d, 'YYYY-MM-DD') AS day, count(o.id)::int AS orders,
                 coalesce(sum(o.payable_fen), 0)::float8 AS sales
            FROM generate_series(${TODAY} - 29, ${TODAY}, interval '1 day') AS d
            LEFT JOIN orders o ON (o.created_at AT TIME ZONE 'Asia/Shanghai')::date = d::date
                              AND o.status <> 'cancelled'
           GROUP BY d ORDER BY d`,
    ),
    queryRows<Dashboard['todo']>(
      db,
      sql`SELECT
            (SELECT count(*)::int FROM companies WHERE NOT is_passed) AS qualifications,
            (SELECT count(*)::int FROM orders WHERE status = 'awaiting_transfer') AS transfers,
            (SELECT count(*)::int FROM orders WHERE status = 'paid') AS to_ship,
            0 AS returns,
            (SELECT count(*)::int FROM goods WHERE is_buy AND stock < ${LOW_STOCK_UNITS}) AS low_stock,
            (SELECT count(*)::int FROM goods_lots
              WHERE stock > 0 AND expires_on < ${TODAY} + ${NEAR_EXPIRY_DAYS}::int) AS near_expiry_lots`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(DISTINCT user_id)::int AS n FROM orders WHERE ${DAY} = ${TODAY} AND status <> 'cancelled'`,
    ),
  ]);
  const last = series[series.length - 1];
  return {
    today: { orders: last?.orders ?? 0, sales: fenToYuan(last?.sales ?? 0), buyers: buyers?.n ?? 0 },
    series: series.map((s) => ({ day: s.day, orders: s.orders, sales: fenToYuan(s.sales) })),
    todo: todo ?? {
      qualifications: 0,
      transfers: 0,
      to_ship: 0,
      returns: 0,
      low_stock: 0,
      near_expiry_lots: 0,
    },
  };
}
