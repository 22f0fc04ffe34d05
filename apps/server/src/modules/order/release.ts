/**
 * Cancelling gives back exactly what the order took: units to the very lots (and goods) recorded in
 * order_line_lots, the wallet coupon, the flash-sale tally; pending gateway payments are closed.
 * The status change is conditional, so a cancel racing a payment or another cancel acts once.
 */
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { insertEvent } from '../checkout/place.repo';
import { releaseSpecialUnits } from '../checkout/special-limit';
import { setLedgerContext } from '../warehouse/ledger';
import { webhookOrderCancelled } from '../webhook/enqueue';

const list = (ids: number[]) =>
  sql.join(
    (ids.length ? ids : [-1]).map((id) => sql`${id}`),
    sql`, `,
  );

/** Cancels those of the orders still in one of `from`; returns the ids actually cancelled. */
export async function cancelOrders(
  tx: Tx,
  orderIds: number[],
  opts: { from: OrderStatus[]; userId?: number; note: string },
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const owner = opts.userId === undefined ? sql`true` : sql`user_id = ${opts.userId}`;
  const statuses = sql.join(
    opts.from.map((s) => sql`${s}`),
    sql`, `,
  );
  const done = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE orders SET status = 'cancelled', cancelled_at = now()
         WHERE id IN (${list(orderIds)}) AND ${owner} AND status IN (${statuses})
        RETURNING id`,
  );
  const ids = done.map((r) => r.id);
  if (ids.length === 0) return [];

  // The flash sale's own stock and the buyers' tallies come back first: placement takes flash
  // sales before goods (the sale row, then the buyer's tally), so release takes them in the same
  // order and the two can never deadlock.
  await tx.execute(sql`
    UPDATE flash_sales f SET sold = greatest(f.sold - s.n, 0)
      FROM (SELECT ol.promotion_id, sum(ol.flash_units)::int AS n FROM order_lines ol
             WHERE ol.order_id IN (${list(ids)}) AND ol.flash_units > 0 GROUP BY ol.promotion_id) s
     WHERE f.id = s.promotion_id`);
  await tx.execute(sql`
    UPDATE flash_sale_purchases p SET number = greatest(p.number - s.n, 0)
      FROM (SELECT ol.promotion_id, o.user_id, sum(ol.flash_units)::int AS n
              FROM order_lines ol JOIN orders o ON o.id = ol.order_id
             WHERE ol.order_id IN (${list(ids)}) AND ol.flash_units > 0
             GROUP BY ol.promotion_id, o.user_id) s
     WHERE p.flash_sale_id = s.promotion_id AND p.user_id = s.user_id`);
  // 每日特价 units go back to the day's tally (after flash, as placement claims them).
  await releaseSpecialUnits(tx, list(ids));
  // Lock goods in ascending id order, as placement takes them, so the two can never deadlock.
  await tx.execute(sql`
    SELECT id FROM goods WHERE id IN (SELECT goods_id FROM order_line_lots WHERE order_id IN (${list(ids)}))
     ORDER BY id FOR UPDATE`);
  // Units going back to a lot frozen meanwhile (quality hold) stay out of the sellable goods.stock.
  await tx.execute(sql`
    UPDATE goods g SET stock = g.stock + s.n, sales = greatest(g.sales - s.n, 0)
      FROM (SELECT x.goods_id, sum(x.number)::int AS n FROM order_line_lots x
              JOIN goods_lots fl ON fl.id = x.lot_id AND NOT fl.frozen
             WHERE x.order_id IN (${list(ids)}) GROUP BY x.goods_id) s
     WHERE g.id = s.goods_id`);
  // One statement per order, so each ledger row names the order its units came back from.
  for (const id of ids) {
    await setLedgerContext(tx, { kind: 'cancel', reason: opts.note, sourceType: 'order', sourceId: id });
    await tx.execute(sql`
      UPDATE goods_lots l SET stock = l.stock + s.n
        FROM (SELECT lot_id, sum(number)::int AS n FROM order_line_lots
               WHERE order_id = ${id} GROUP BY lot_id) s
       WHERE l.id = s.lot_id`);
  }
  // A cancellation (always before shipping) returns the used coupon while it is still valid; an
  // expired one stays used, and a return after delivery never gives a coupon back (ADR 008).
  await tx.execute(sql`
    UPDATE user_coupons SET status = 'unused', order_id = NULL, used_at = NULL
     WHERE order_id IN (${list(ids)}) AND status = 'used' AND (ends_at IS NULL OR ends_at > now())`);
  await tx.execute(
    sql`UPDATE payments SET status = 'closed' WHERE order_id IN (${list(ids)}) AND status = 'pending'`,
  );
  for (const id of ids) {
    await insertEvent(tx, id, 'cancelled', '订单已取消', opts.note);
    await webhookOrderCancelled(tx, id, opts.note);
  }
  return ids;
}
