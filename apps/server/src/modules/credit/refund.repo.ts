/** SQL of refunding to the source: the order's money, its receivable, earlier refunds, the refund rows. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface OrderMoney {
  user_id: number;
  order_no: string;
  pay_type: 'balance' | 'offline' | 'wechat' | 'alipay' | 'credit';
  paid_fen: string;
}

export async function orderMoneyLocked(tx: Tx, orderId: number): Promise<OrderMoney | null> {
  const [o] = await queryRows<OrderMoney>(
    tx,
    sql`SELECT user_id, order_no, pay_type, paid_fen::text FROM orders WHERE id = ${orderId} FOR UPDATE`,
  );
  return o ?? null;
}

export async function orderReceivableLocked(tx: Tx, orderId: number) {
  const [rec] = await queryRows<{ id: number; amount: string; owed: string }>(
    tx,
    sql`SELECT id, amount_fen::text AS amount, (amount_fen - repaid_fen - credited_fen)::text AS owed
                FROM receivables WHERE order_id = ${orderId} FOR UPDATE`,
  );
  return rec;
}

export async function refundedFen(tx: Tx, orderId: number): Promise<number> {
  const [done] = await queryRows<{ n: string }>(
    tx,
    sql`SELECT coalesce(sum(amount_fen), 0)::text AS n FROM order_refunds WHERE order_id = ${orderId}`,
  );
  return Number(done?.n ?? 0);
}

/** A credit note against the receivable; it closes when nothing is owed any more. */
export async function creditNoteReceivable(tx: Tx, receivableId: number, noteFen: number) {
  await tx.execute(sql`
        UPDATE receivables SET credited_fen = credited_fen + ${noteFen},
               closed_at = CASE WHEN repaid_fen + credited_fen + ${noteFen} = amount_fen THEN now() ELSE closed_at END
         WHERE id = ${receivableId}`);
}

/** Who paid the order from a balance (a chain head office may have paid a store's order). */
export async function balancePayerOf(tx: Tx, orderId: number): Promise<number | null> {
  const [payer] = await queryRows<{ user_id: number }>(
    tx,
    sql`SELECT user_id FROM payments WHERE order_id = ${orderId} AND status = 'paid' AND pay_type = 'balance'`,
  );
  return payer?.user_id ?? null;
}

export async function hasOnlinePayment(tx: Tx, orderId: number): Promise<boolean> {
  const [pay] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM payments WHERE order_id = ${orderId} AND status = 'paid' AND pay_type IN ('wechat', 'alipay')`,
  );
  return pay !== undefined;
}

export async function bankRefundSerialSeen(tx: Tx, reference: string): Promise<boolean> {
  const [dup] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM order_refunds WHERE method = 'bank' AND reference = ${reference}`,
  );
  return dup !== undefined;
}

export async function insertOrderRefund(
  tx: Tx,
  r: {
    userId: number;
    orderId: number;
    aftersaleId: number | null;
    method: string;
    amountFen: number;
    refundNo: string;
    reference: string;
    status: 'pending' | 'done';
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO order_refunds (user_id, order_id, aftersale_id, method, amount_fen, refund_no, reference, status)
        VALUES (${r.userId}, ${r.orderId}, ${r.aftersaleId}, ${r.method}, ${r.amountFen},
                ${r.refundNo}, ${r.reference},
                ${r.status})
        RETURNING id`,
  );
  if (!row) throw new Error('refund insert returned nothing');
  return row.id;
}
