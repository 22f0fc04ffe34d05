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
import { fenToYuan, type AftersaleRefund } from '@shop/shared';
import type { Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import type { RefundProvider } from '../payment/provider';
import { creditBalance } from './credit.repo';
import { queueOnlineRefund } from './refund-outbox';
import {
  balancePayerOf,
  bankRefundSerialSeen,
  creditNoteReceivable,
  hasOnlinePayment,
  insertOrderRefund,
  orderMoneyLocked,
  orderReceivableLocked,
  refundedFen,
  type OrderMoney,
} from './refund.repo';

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
  const o = await orderMoneyLocked(tx, p.orderId);
  if (!o) throw notFound('订单不存在');
  const rec = o.pay_type === 'credit' ? await orderReceivableLocked(tx, p.orderId) : undefined;
  const done = await refundedFen(tx, p.orderId);
  const paid = rec ? Number(rec.amount) : Number(o.paid_fen);
  const left = paid - done;
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
      await creditNoteReceivable(tx, rec.id, note);
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
      const payer = await balancePayerOf(tx, p.orderId);
      await creditBalance(tx, payer ?? o.user_id, rest, 3, p.remark, p.orderId);
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
  if (!(await hasOnlinePayment(tx, orderId))) throw refused('未找到该订单的在线支付记录，无法原路退款');
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
    if (await bankRefundSerialSeen(tx, part.reference))
      throw refused(`退款银行流水号 ${part.reference} 已登记过`);
  }
  return insertOrderRefund(tx, {
    userId: o.user_id,
    orderId,
    aftersaleId,
    method: part.method,
    amountFen: part.amountFen,
    refundNo: `${refundNo(o, aftersaleId)}-${part.method}`,
    reference: part.reference,
    status: part.method === 'online' ? 'pending' : 'done',
  });
}
