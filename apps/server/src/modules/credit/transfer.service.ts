/**
 * 对公转账: the buyer's voucher, and finance matching a bank credit (amount + unique serial) to an
 * order or to the buyer's receivables. Short leaves the rest due; over goes to the balance.
 * Conditional updates (voucher submitted → confirmed), the order row lock, the credit row lock and
 * the unique serial make a second confirmation of the same money change nothing.
 */
import { fenToYuan, type MatchTransferBody, type TransferMatch } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { insertEvent } from '../checkout/place.service';
import { orderPaid } from '../notify/order-events';
import { closePendingPayments, insertPayment, newTradeNo } from '../payment/payment.service';
import { allocate, creditBalance, creditState, insertRepayment, settleRepayment } from './credit.repo';
import {
  addOrderTransfer,
  bankSerialSeen,
  insertBankTransfer,
  markVoucherConfirmed,
  orderMoneyForUpdate,
} from './transfer.repo';
import { voucherStatus } from './voucher.repo';

interface Target {
  userId: number;
  orderId: number | null;
  voucherId: number | null;
}

const DUP_SERIAL = (s: string) => `银行流水号 ${s} 已登记过，不能重复确认`;

/** Claims the voucher for this confirmation; a second operator finds it already confirmed. */
export async function claimVoucher(tx: Tx, voucherId: number): Promise<Target> {
  const v = await markVoucherConfirmed(tx, voucherId);
  if (v) return { userId: v.user_id, orderId: v.order_id, voucherId };
  const old = await voucherStatus(tx, voucherId);
  if (old === null) throw notFound('转账凭证不存在');
  throw refused(old === 'confirmed' ? '该转账凭证已确认到账，不能重复确认' : '该转账凭证已驳回');
}

export async function matchTransfer(
  tx: Tx,
  actor: Actor,
  target: Target,
  body: MatchTransferBody,
): Promise<TransferMatch> {
  if (await bankSerialSeen(tx, body.bank_serial)) throw refused(DUP_SERIAL(body.bank_serial));
  const amount = body.amount;
  const plan = target.orderId === null ? await owedOf(tx, target.userId) : await dueOf(tx, target.orderId);
  const applied = Math.min(amount, plan.due);
  const over = amount - applied;
  const transferId = await insertTransfer(tx, actor, target, body, applied, over);

  let remaining = 0;
  if (target.orderId !== null && applied > 0) {
    remaining = await payOrderPart(tx, target.orderId, applied, plan.due);
  } else if (target.orderId === null && applied > 0) {
    const id = await insertRepayment(tx, {
      userId: target.userId,
      method: 'transfer',
      amountFen: applied,
      bankTransferId: transferId,
    });
    await settleRepayment(tx, id, await allocate(tx, target.userId, id, applied), 0);
    remaining = plan.due - applied;
  }
  if (over > 0) {
    const what = plan.orderNo ? `订单${plan.orderNo}对公转账` : '账期还款转账';
    await creditBalance(
      tx,
      target.userId,
      over,
      7,
      `${what}多付 ¥${fenToYuan(over)} 转入余额`,
      target.orderId,
    );
  }
  await audit(tx, actor, {
    action: target.orderId === null ? 'finance.repayment_transfer' : 'order.confirm_transfer',
    targetType: target.orderId === null ? 'buyer' : 'order',
    targetId: target.orderId ?? target.userId,
    summary: `确认转账到账 ¥${fenToYuan(amount)}（流水号 ${body.bank_serial}）${
      plan.orderNo ? `，订单 ${plan.orderNo}` : '，账期还款'
    }${over > 0 ? `，多付 ¥${fenToYuan(over)} 转入余额` : ''}${remaining > 0 ? `，尚欠 ¥${fenToYuan(remaining)}` : ''}`,
    after: { amount: fenToYuan(amount), applied: fenToYuan(applied), to_balance: fenToYuan(over) },
  });
  return { applied: fenToYuan(applied), to_balance: fenToYuan(over), remaining: fenToYuan(remaining) };
}

/** What is still due on an order that waits for money; 0 once paid or cancelled (all goes to balance). */
async function dueOf(tx: Tx, orderId: number) {
  const o = await orderMoneyForUpdate(tx, orderId);
  if (!o) throw notFound('订单不存在');
  const waiting = o.status === 'unpaid' || o.status === 'awaiting_transfer';
  return { orderNo: o.order_no, due: waiting ? Number(o.payable_fen) - Number(o.paid_fen) : 0 };
}

async function owedOf(tx: Tx, userId: number) {
  return { orderNo: null, due: (await creditState(tx, userId, true))?.usedFen ?? 0 };
}

async function insertTransfer(
  tx: Tx,
  actor: Actor,
  t: Target,
  body: MatchTransferBody,
  applied: number,
  over: number,
): Promise<number> {
  // The unique serial is the last word when two operators type the same serial at once.
  const id = await insertBankTransfer(tx, t, body, applied, over, actor.operatorId);
  if (id === null) throw refused(DUP_SERIAL(body.bank_serial));
  return id;
}

/** Adds money to an order; at the full amount it is paid (one payment row), else the rest stays due. */
async function payOrderPart(tx: Tx, orderId: number, applied: number, due: number): Promise<number> {
  const full = applied === due;
  const o = await addOrderTransfer(tx, orderId, applied, full);
  if (!o) throw notFound('订单不存在');
  if (full) {
    await closePendingPayments(tx, orderId);
    await insertPayment(tx, {
      orderId,
      userId: o.user_id,
      payType: 'offline',
      provider: 'bank_transfer',
      outTradeNo: newTradeNo(o.order_no, 'T'),
      amountFen: Number(o.payable_fen),
      status: 'paid',
      paidAt: new Date(),
    });
    await insertEvent(tx, orderId, 'paid', '财务已确认到账', `到账 ¥${fenToYuan(applied)}`);
    await orderPaid(tx, o);
    return 0;
  }
  const rest = due - applied;
  await insertEvent(
    tx,
    orderId,
    'awaiting_transfer',
    '财务确认部分到账',
    `到账 ¥${fenToYuan(applied)}，尚欠 ¥${fenToYuan(rest)}`,
  );
  return rest;
}

/** Finance: confirm a voucher (or an order's transfer without one) in one audited transaction. */
export async function confirmVoucher(db: Db, actor: Actor, voucherId: number, body: MatchTransferBody) {
  return db.transaction(async (tx) => matchTransfer(tx, actor, await claimVoucher(tx, voucherId), body));
}
