/**
 * 原路退款: a refund goes back where the money came from (ADR 008).
 * - balance → the balance;
 * - 微信/支付宝 → through the payment gateway, after the commit: the refund row is written 'pending'
 *   with a refund.online job in this transaction (refund-outbox.ts), so a slow or failing gateway
 *   never holds the transaction and a crash neither loses the refund nor sends it twice;
 * - credit → first a credit note (贷项) against what is still owed on the receivable; only what was
 *   already repaid goes back, by the transfer rule below;
 * - bank transfer (and a credit order's repaid part) → the balance, or, when finance paid it back
 *   by bank, a recorded bank refund with that payment's serial.
 * What an order can still refund is what was paid on it (a credit order: the receivable) less every
 * refund before; more is refused and nothing moves. Call inside the refund's transaction.
 */
import { sql } from 'drizzle-orm';
import { fenToYuan, type AftersaleRefund } from '@shop/shared';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound, refused } from '../../lib/errors';
import type { RefundProvider } from '../payment/provider';
import { creditBalance } from './credit.repo';
import { queueOnlineRefund } from './refund-outbox';

export type RefundMethod = 'balance' | 'online' | 'credit_note' | 'bank';
export interface RefundPart {
  method: RefundMethod;
  amountFen: number;
  reference: string;
}

const METHOD_TEXT: Record<RefundMethod, string> = {
  balance: '退回账户余额',
  online: '原路退回支付账户',
  credit_note: '冲减账期欠款',
  bank: '银行转账退回',
};

/** "¥10.00 冲减账期欠款，¥5.00 退回账户余额": what the buyer and the audit read. */
export const refundText = (parts: RefundPart[]) =>
  parts.map((p) => `¥${fenToYuan(p.amountFen)} ${METHOD_TEXT[p.method]}`).join('，');

interface OrderMoney {
  user_id: number;
  order_no: string;
  pay_type: 'balance' | 'offline' | 'wechat' | 'alipay' | 'credit';
  paid_fen: string;
}

export async function refundToSource(
  tx: Tx,
  p: {
    orderId: number;
    amountFen: number;
    aftersaleId: number | null;
    transfer: AftersaleRefund;
    /** The gateway the online part goes through (named on its job; sent after the commit). */
    refunder: RefundProvider;
    remark: string;
  },
): Promise<RefundPart[]> {
  const [o] = await queryRows<OrderMoney>(
    tx,
    sql`SELECT user_id, order_no, pay_type, paid_fen::text FROM orders WHERE id = ${p.orderId} FOR UPDATE`,
  );
  if (!o) throw notFound('订单不存在');
  const [rec] =
    o.pay_type === 'credit'
      ? await queryRows<{ id: number; amount: string; owed: string }>(
          tx,
          sql`SELECT id, amount_fen::text AS amount, (amount_fen - repaid_fen - credited_fen)::text AS owed
                FROM receivables WHERE order_id = ${p.orderId} FOR UPDATE`,
        )
      : [];
  const [done] = await queryRows<{ n: string }>(
    tx,
    sql`SELECT coalesce(sum(amount_fen), 0)::text AS n FROM order_refunds WHERE order_id = ${p.orderId}`,
  );
  const paid = rec ? Number(rec.amount) : Number(o.paid_fen);
  const left = paid - Number(done?.n ?? 0);
  if (p.amountFen > left)
    throw refused(
      `退款 ¥${fenToYuan(p.amountFen)} 超过该订单原支付方式可退金额 ¥${fenToYuan(Math.max(left, 0))}`,
    );
  if (p.amountFen <= 0) return [];

  const parts: RefundPart[] = [];
  let rest = p.amountFen;
  if (rec) {
    const note = Math.min(rest, Number(rec.owed));
    if (note > 0) {
      await tx.execute(sql`
        UPDATE receivables SET credited_fen = credited_fen + ${note},
               closed_at = CASE WHEN repaid_fen + credited_fen + ${note} = amount_fen THEN now() ELSE closed_at END
         WHERE id = ${rec.id}`);
      parts.push({ method: 'credit_note', amountFen: note, reference: '' });
      rest -= note;
    }
  }
  if (rest > 0) {
    if (o.pay_type === 'wechat' || o.pay_type === 'alipay')
      parts.push(await onlineRefundPart(tx, p.orderId, rest));
    else if (o.pay_type !== 'balance' && p.transfer.transfer_to === 'bank')
      parts.push({ method: 'bank', amountFen: rest, reference: p.transfer.bank_serial ?? '' });
    else {
      // Back to whoever paid from a balance (a chain head office may have paid a store's order).
      const [payer] = await queryRows<{ user_id: number }>(
        tx,
        sql`SELECT user_id FROM payments WHERE order_id = ${p.orderId} AND status = 'paid' AND pay_type = 'balance'`,
      );
      await creditBalance(tx, payer?.user_id ?? o.user_id, rest, 3, p.remark, p.orderId);
      parts.push({ method: 'balance', amountFen: rest, reference: '' });
    }
  }
  for (const part of parts) {
    const id = await insertRefund(tx, o, p.orderId, p.aftersaleId, part);
    if (part.method === 'online') await queueOnlineRefund(tx, id, p.refunder.name);
  }
  return parts;
}

/** One refund number per order and request (C: the cancellation); an online row's is the gateway's idempotency key. */
const refundNo = (o: OrderMoney, aftersaleId: number | null) => `${o.order_no}-${aftersaleId ?? 'C'}`;

/** Refused now, before anything moves, when the order has no online payment to refund to. */
async function onlineRefundPart(tx: Tx, orderId: number, amountFen: number): Promise<RefundPart> {
  const [pay] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM payments WHERE order_id = ${orderId} AND status = 'paid' AND pay_type IN ('wechat', 'alipay')`,
  );
  if (!pay) throw refused('未找到该订单的在线支付记录，无法原路退款');
  return { method: 'online', amountFen, reference: '' };
}

async function insertRefund(
  tx: Tx,
  o: OrderMoney,
  orderId: number,
  aftersaleId: number | null,
  part: RefundPart,
) {
  if (part.method === 'bank') {
    const [dup] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM order_refunds WHERE method = 'bank' AND reference = ${part.reference}`,
    );
    if (dup) throw refused(`退款银行流水号 ${part.reference} 已登记过`);
  }
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO order_refunds (user_id, order_id, aftersale_id, method, amount_fen, refund_no, reference, status)
        VALUES (${o.user_id}, ${orderId}, ${aftersaleId}, ${part.method}, ${part.amountFen},
                ${`${refundNo(o, aftersaleId)}-${part.method}`}, ${part.reference},
                ${part.method === 'online' ? 'pending' : 'done'})
        RETURNING id`,
  );
  if (!row) throw new Error('refund insert returned nothing');
  return row.id;
}
