import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { orderEvents, orderLineLots, orderLines, orderRequests, orders } from '../../db/schema/index';

/**
 * Claims the idempotency key, as a CTE `claim` (id, none when the key is taken) of a bigger statement.
 * A concurrent twin waits on the unique index until the first commits (then sees its row: no id
 * here) or rolls back (then claims the key itself).
 */
export const claimRequestCte = (userId: number, key: string, bodyHash: string) =>
  sql`claim AS (INSERT INTO order_requests (user_id, idempotency_key, body_hash)
        VALUES (${userId}, ${key}, ${bodyHash}) ON CONFLICT DO NOTHING RETURNING id)`;

export async function findRequestOrders(tx: Tx, userId: number, key: string) {
  const [req] = await tx
    .select({ orderIds: orderRequests.orderIds, bodyHash: orderRequests.bodyHash })
    .from(orderRequests)
    .where(and(eq(orderRequests.userId, userId), eq(orderRequests.idempotencyKey, key)));
  if (!req || req.orderIds.length === 0) return { bodyHash: req?.bodyHash ?? null, orders: [] };
  const rows = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      kind: orders.kind,
      payableFen: orders.payableFen,
      status: orders.status,
    })
    .from(orders)
    .where(inArray(orders.id, req.orderIds))
    .orderBy(orders.id);
  return { bodyHash: req.bodyHash, orders: rows };
}

/** Adds flash-sale units to the buyer's tally only while the limit allows; false when it would not. */
export async function addFlashUnits(
  tx: Tx,
  flashSaleId: number,
  userId: number,
  units: number,
  limit: number,
) {
  const rows = await queryRows<{ number: number }>(
    tx,
    sql`INSERT INTO flash_sale_purchases AS p (flash_sale_id, user_id, number)
        VALUES (${flashSaleId}, ${userId}, ${units})
        ON CONFLICT (flash_sale_id, user_id) DO UPDATE SET number = p.number + excluded.number
          WHERE ${limit} = 0 OR p.number + excluded.number <= ${limit}
        RETURNING number`,
  );
  return rows.length > 0 && (limit === 0 || (rows[0]?.number ?? 0) <= limit);
}

/** Takes flash units from the sale's own stock, only while `sold + units <= sale_stock`. */
export async function takeFlashStock(tx: Tx, flashSaleId: number, units: number) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE flash_sales SET sold = sold + ${units}
        WHERE id = ${flashSaleId} AND sold + ${units} <= sale_stock RETURNING id`,
  );
  return rows.length > 0;
}

export const insertOrder = async (tx: Tx, values: PgInsertValue<typeof orders>) => {
  const [row] = await tx.insert(orders).values(values).returning({
    id: orders.id,
    orderNo: orders.orderNo,
    kind: orders.kind,
    payableFen: orders.payableFen,
    status: orders.status,
  });
  if (!row) throw new Error('order insert returned nothing');
  return row;
};

export const insertLines = (tx: Tx, values: (typeof orderLines.$inferInsert)[]) =>
  tx.insert(orderLines).values(values).returning({ id: orderLines.id });

export async function insertLineLots(tx: Tx, values: (typeof orderLineLots.$inferInsert)[]) {
  if (values.length > 0) await tx.insert(orderLineLots).values(values);
}

export async function insertEvent(tx: Tx, orderId: number, status: string, text: string, note = '') {
  await tx.insert(orderEvents).values({ orderId, status, text, note });
}
