/** SQL of gateway notifications: the bounded log of refused ones, the claim of a verified one, applying it. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { paymentNotifications } from '../../db/schema/index';

/** Logs a refused notification and, in the same statement, prunes refused rows beyond the newest `kept`. */
export async function recordRefused(
  db: Db | Tx,
  r: { provider: string; notifyId: string; outTradeNo: string; outcome: string; rawBody: string; ip: string },
  kept: number,
) {
  await db.execute(sql`
    WITH added AS (
      INSERT INTO payment_notifications (provider, notify_id, out_trade_no, verified, outcome, raw_body, remote_ip)
      VALUES (${r.provider}, ${r.notifyId}, ${r.outTradeNo}, false, ${r.outcome},
              ${r.rawBody}, ${r.ip})
      RETURNING id)
    DELETE FROM payment_notifications
     WHERE NOT verified
       AND id <= (SELECT id FROM payment_notifications WHERE NOT verified
                   ORDER BY id DESC OFFSET ${kept - 1} LIMIT 1)`);
}

/** Claims the notification id (unique): its row's id, or undefined when it was seen before. */
export async function claimNotification(
  tx: Tx,
  n: { provider: string; notifyId: string; outTradeNo: string; rawBody: string; remoteIp: string },
) {
  const claimed = await tx
    .insert(paymentNotifications)
    .values({ ...n, verified: true, outcome: 'applied' })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  return claimed[0]?.id;
}

export async function setNotificationOutcome(tx: Tx, id: number, outcome: string) {
  await tx.execute(sql`UPDATE payment_notifications SET outcome = ${outcome} WHERE id = ${id}`);
}

export async function lockOrder(tx: Tx, orderId: number) {
  await tx.execute(sql`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`);
}

/** Whether another trade of the order is already paid. */
export async function otherPaidPayment(tx: Tx, orderId: number, paymentId: number): Promise<boolean> {
  const other = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM payments WHERE order_id = ${orderId} AND status = 'paid' AND id <> ${paymentId}`,
  );
  return other.length > 0;
}

/** pending/closed → `target` with the gateway's trade; false when the payment was already moved. */
export async function movePayment(
  tx: Tx,
  paymentId: number,
  target: 'paid' | 'refund_due',
  e: { paidAt: Date; providerTradeNo: string },
): Promise<boolean> {
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE payments SET status = ${target}, paid_at = ${e.paidAt.toISOString()}, provider_trade_no = ${e.providerTradeNo}
         WHERE id = ${paymentId} AND status IN ('pending', 'closed') RETURNING id`,
  );
  return moved.length > 0;
}

export async function markRefundDue(tx: Tx, paymentId: number) {
  await tx.execute(sql`UPDATE payments SET status = 'refund_due' WHERE id = ${paymentId}`);
}
