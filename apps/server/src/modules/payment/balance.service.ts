/** Balance payment and the offline transfer (对公转账) with its operator confirmation. */
import { ORDER_STATUS_TEXT, fenToYuan, type PayResult } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { insertEvent } from '../checkout/place.service';
import { findOwnOrder } from '../order/order.service';
import { readSettings } from '../site/settings';
import {
  closePendingPayments,
  debitBalance,
  insertMoneyLog,
  insertPayment,
  markAwaitingTransfer,
  markOrderPaid,
  newTradeNo,
  readBankAccount,
} from './payment.repo';
import { signalWork } from '../notify/work-bus';

async function whyNot(tx: Tx, userId: number, orderId: number): Promise<never> {
  const order = await findOwnOrder(tx, userId, orderId);
  if (!order) throw notFound('订单不存在');
  throw refused(`订单${ORDER_STATUS_TEXT[order.status]}，无需支付`);
}

/**
 * One transaction: the order moves to paid only from a payable state, the balance is debited only
 * if it covers the amount, the money log records the balance after. Short → '余额不足', nothing changed.
 */
export async function payByBalance(
  db: Db,
  userId: number,
  orderId: number,
  payer: { userId: number; remark: string } | null = null,
): Promise<PayResult> {
  // A chain head office may pay a store's order from its own balance (payer); the payment row names
  // who paid, so a refund goes back to that balance.
  const payerId = payer?.userId ?? userId;
  return db.transaction(async (tx) => {
    const paid = await markOrderPaid(tx, orderId, 'balance', userId);
    if (!paid) return whyNot(tx, userId, orderId);
    const after = await debitBalance(tx, payerId, paid.payable_fen);
    if (after === null) throw refused('余额不足，请选择其他支付方式或联系客服充值');
    await insertMoneyLog(tx, {
      userId: payerId,
      amountFen: -paid.payable_fen,
      balanceAfterFen: after,
      useType: 2,
      remark: payer ? `${payer.remark}（订单${paid.order_no}）` : `订单${paid.order_no}余额支付`,
      orderId,
    });
    await closePendingPayments(tx, orderId);
    await insertPayment(tx, {
      orderId,
      userId: payerId,
      payType: 'balance',
      provider: 'balance',
      outTradeNo: newTradeNo(paid.order_no, 'B'),
      amountFen: paid.payable_fen,
      status: 'paid',
      paidAt: new Date(),
    });
    await insertEvent(tx, orderId, 'paid', '订单已支付', `余额支付 ¥${fenToYuan(paid.payable_fen)}`);
    return {
      pay_type: 'balance',
      status: 'paid',
      paid: fenToYuan(paid.payable_fen),
      balance: fenToYuan(after),
    };
  });
}

/** The buyer will transfer: the order waits (not swept) until an operator sees the money. */
export async function chooseTransfer(db: Db, userId: number, orderId: number): Promise<PayResult> {
  let waiting = false;
  const result: PayResult = await db.transaction(async (tx): Promise<PayResult> => {
    // A bank transfer takes days: the order waits the configured window, not the unpaid minutes.
    const { transfer_window } = await readSettings(tx, ['transfer_window']);
    const deadline = new Date(Date.now() + transfer_window.days * 86_400_000).toISOString();
    const rows = await markAwaitingTransfer(tx, userId, orderId, deadline);
    if (rows.length > 0) {
      await insertEvent(tx, orderId, 'awaiting_transfer', '已选择对公转账，等待财务确认到账');
      waiting = true;
    } else {
      const order = await findOwnOrder(tx, userId, orderId);
      if (!order) throw notFound('订单不存在');
      if (order.status !== 'awaiting_transfer')
        throw refused(`订单${ORDER_STATUS_TEXT[order.status]}，无需支付`);
    }
    return { pay_type: 'offline', status: 'awaiting_transfer', bank_account: await readBankAccount(tx) };
  });
  // After the commit: finance's bell recounts its queue, which must already hold this order.
  if (waiting) signalWork('transfers');
  return result;
}
