/**
 * SQL of cancelling orders (release.ts says in which order the statements run and why): the status
 * change, and each thing the order took going back — flash tallies, goods and lot stock, coupons —
 * and its pending payments closed. Also the sweep's claim of due unpaid orders.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** The ids as an SQL list (-1 for none, which matches no order). */
export const orderIdList = (ids: number[]): SQL =>
  sql.join(
    (ids.length ? ids : [-1]).map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Due unpaid orders, locked (others' claims skipped). A transfer order's deadline is the transfer
 * window (days): past it, it is cancelled only when no money arrived and no voucher waits for
 * finance (a short payment or a voucher in hand is finance's call, not the clock's).
 */
export async function claimDueUnpaid(tx: Tx, now: Date, batch: number) {
  return queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM orders o
         WHERE pay_deadline <= ${now.toISOString()}
           AND (status = 'unpaid'
                OR (status = 'awaiting_transfer' AND paid_fen = 0 AND NOT EXISTS (
                      SELECT 1 FROM transfer_vouchers v WHERE v.order_id = o.id AND v.status = 'submitted')))
         ORDER BY pay_deadline LIMIT ${batch}
         FOR UPDATE SKIP LOCKED`,
  );
}

/** Those of the orders (the buyer's, given `userId`) still in one of `from` become cancelled; their ids. */
export async function markCancelled(tx: Tx, orderIds: number[], from: OrderStatus[], userId?: number) {
  const owner = userId === undefined ? sql`true` : sql`user_id = ${userId}`;
  const statuses = sql.join(
    from.map((s) => sql`${s}`),
    sql`, `,
  );
  const done = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE orders SET status = 'cancelled', cancelled_at = now()
         WHERE id IN (${orderIdList(orderIds)}) AND ${owner} AND status IN (${statuses})
        RETURNING id`,
  );
  return done.map((r) => r.id);
}

/** The flash sales' sold units and the buyers' flash tallies. */
export async function returnFlashUnits(tx: Tx, ids: number[]) {
  await tx.execute(sql`
    UPDATE flash_sales f SET sold = greatest(f.sold - s.n, 0)
      FROM (SELECT ol.promotion_id, sum(ol.flash_units)::int AS n FROM order_lines ol
             WHERE ol.order_id IN (${orderIdList(ids)}) AND ol.flash_units > 0 GROUP BY ol.promotion_id) s
     WHERE f.id = s.promotion_id`);
  await tx.execute(sql`
    UPDATE flash_sale_purchases p SET number = greatest(p.number - s.n, 0)
      FROM (SELECT ol.promotion_id, o.user_id, sum(ol.flash_units)::int AS n
              FROM order_lines ol JOIN orders o ON o.id = ol.order_id
             WHERE ol.order_id IN (${orderIdList(ids)}) AND ol.flash_units > 0
             GROUP BY ol.promotion_id, o.user_id) s
     WHERE p.flash_sale_id = s.promotion_id AND p.user_id = s.user_id`);
}

/** Locks the orders' goods in ascending id order, as placement takes them. */
export async function lockOrdersGoods(tx: Tx, ids: number[]) {
  await tx.execute(sql`
    SELECT id FROM goods WHERE id IN (SELECT goods_id FROM order_line_lots WHERE order_id IN (${orderIdList(ids)}))
     ORDER BY id FOR UPDATE`);
}

/** Units going back to a lot frozen meanwhile (quality hold) stay out of the sellable goods.stock. */
export async function returnGoodsStock(tx: Tx, ids: number[]) {
  await tx.execute(sql`
    UPDATE goods g SET stock = g.stock + s.n, sales = greatest(g.sales - s.n, 0)
      FROM (SELECT x.goods_id, sum(x.number)::int AS n FROM order_line_lots x
              JOIN goods_lots fl ON fl.id = x.lot_id AND NOT fl.frozen
             WHERE x.order_id IN (${orderIdList(ids)}) GROUP BY x.goods_id) s
     WHERE g.id = s.goods_id`);
}

/** One order's units back to the very lots it took. */
export async function returnLotStock(tx: Tx, id: number) {
  await tx.execute(sql`
    UPDATE goods_lots l SET stock = l.stock + s.n
      FROM (SELECT lot_id, sum(number)::int AS n FROM order_line_lots
             WHERE order_id = ${id} GROUP BY lot_id) s
     WHERE l.id = s.lot_id`);
}

/** The used coupons, while still valid. */
export async function returnCoupons(tx: Tx, ids: number[]) {
  await tx.execute(sql`
    UPDATE user_coupons SET status = 'unused', order_id = NULL, used_at = NULL
     WHERE order_id IN (${orderIdList(ids)}) AND status = 'used' AND (ends_at IS NULL OR ends_at > now())`);
}

export async function closePendingPayments(tx: Tx, ids: number[]) {
  await tx.execute(
    sql`UPDATE payments SET status = 'closed' WHERE order_id IN (${orderIdList(ids)}) AND status = 'pending'`,
  );
}
