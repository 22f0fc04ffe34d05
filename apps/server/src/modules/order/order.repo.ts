import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows, escapeLike } from '../../db/query';
import { orderEvents, orderLineLots, orderLines, orders, payments } from '../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;

function listWhere(userId: number, statuses: readonly OrderStatus[], keyword: string): SQL {
  const conds = [eq(orders.userId, userId), inArray(orders.status, [...statuses])];
  if (keyword) {
    const kw = escapeLike(keyword);
    conds.push(
      sql`(${orders.orderNo} LIKE ${`%${kw.toUpperCase()}%`} OR EXISTS (
            SELECT 1 FROM order_lines ol WHERE ol.order_id = ${orders.id} AND ol.name LIKE ${`%${kw}%`}))`,
    );
  }
  return and(...conds) ?? sql`false`;
}

export async function countByStatus(db: Db, userId: number): Promise<Map<string, number>> {
  const rows = await queryRows<{ status: string; n: number }>(
    db,
    sql`SELECT status, count(*)::int AS n FROM orders WHERE user_id = ${userId} GROUP BY status`,
  );
  return new Map(rows.map((r) => [r.status, r.n]));
}

export async function listOrders(
  db: Db,
  userId: number,
  statuses: readonly OrderStatus[],
  keyword: string,
  page: number,
  pageSize: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = listWhere(userId, statuses, keyword);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export async function linesOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

/** The buyer's own order or null: another buyer's id is indistinguishable from a missing one. */
export async function findOwnOrder(db: Db | Tx, userId: number, id: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return row ?? null;
}

export const lotsOf = (db: Db, orderId: number) =>
  db.select().from(orderLineLots).where(eq(orderLineLots.orderId, orderId)).orderBy(asc(orderLineLots.id));

export const eventsOf = (db: Db, orderId: number) =>
  db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));

export async function paidPaymentOf(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return row ?? null;
}
