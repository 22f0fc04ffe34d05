/**
 * 账期支付: the order is accepted like a paid one (status paid, so it ships) and becomes a
 * receivable due after the buyer's term. Refused, with the reason, while anything is overdue or
 * the order does not fit the available credit; then nothing changes.
 */
import { ORDER_STATUS_TEXT, fenToYuan, type PayResult } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { chinaDay } from '../../lib/china-day';
import { notFound, refused } from '../../lib/errors';
import { insertEvent } from '../checkout/place.service';
import { findOwnOrder } from '../order/order.service';
import { closePendingPayments, insertPayment, newTradeNo } from '../payment/payment.service';
import { creditState, insertReceivable, markOrderPaidByCredit, type CreditState } from './credit.repo';
import { webhookOrderPaid } from '../webhook/enqueue';

const DAY = 86_400_000;

/** Why a credit order of this amount would be refused now, or null when it fits. */
export function creditRefusal(state: CreditState | null, payableFen: number): string | null {
  if (!state || state.limitFen <= 0) return '未开通账期，请联系客户经理申请授信';
  if (state.overdueFen > 0)
    return `您有逾期未还的账期欠款 ¥${fenToYuan(state.overdueFen)}，请先还款后再使用账期支付`;
  const available = state.limitFen - state.usedFen;
  if (payableFen > available)
    return `可用账期额度 ¥${fenToYuan(Math.max(available, 0))}，不足以支付本单 ¥${fenToYuan(payableFen)}`;
  return null;
}

/** The 账期支付 option of checkout and the pay page: null when the buyer has no credit at all. */
export async function creditOption(db: Db | Tx, userId: number, payableFen: number) {
  const state = await creditState(db, userId);
  if (!state || state.limitFen <= 0) return null;
  const why = creditRefusal(state, payableFen);
  const available = Math.max(state.limitFen - state.usedFen, 0);
  return {
    note: why ?? `可用额度 ¥${fenToYuan(available)}，${state.termDays}天账期`,
    disabled: why !== null,
  };
}

/**
 * payerId: whose credit carries it (a chain head office paying a store's order on its own credit);
 * the receivable is the payer's, so it is the payer who owes and repays it.
 */
export async function payByCredit(
  db: Db,
  userId: number,
  orderId: number,
  payerId = userId,
): Promise<PayResult> {
  return db.transaction(async (tx) => {
    const state = await creditState(tx, payerId, true);
    const order = await findOwnOrder(tx, userId, orderId);
    if (!order) throw notFound('订单不存在');
    const why = creditRefusal(state, order.payableFen);
    if (why) throw refused(why);
    const dueOn = chinaDay(Date.now() + (state?.termDays ?? 0) * DAY);
    // paid_fen stays 0: it counts money actually received, here the repayments as they come.
    const row = await markOrderPaidByCredit(tx, userId, orderId);
    if (!row) throw refused(`订单${ORDER_STATUS_TEXT[order.status]}，不能使用账期支付`);
    const amount = Number(row.payable_fen);
    await insertReceivable(tx, payerId, orderId, amount, dueOn);
    await closePendingPayments(tx, orderId);
    await insertPayment(tx, {
      orderId,
      userId: payerId,
      payType: 'credit',
      provider: 'credit',
      outTradeNo: newTradeNo(row.order_no, 'C'),
      amountFen: amount,
      status: 'paid',
      paidAt: new Date(),
    });
    await insertEvent(tx, orderId, 'paid', '账期支付', `应收 ¥${fenToYuan(amount)}，到期日 ${dueOn}`);
    await webhookOrderPaid(tx, orderId);
    return { pay_type: 'credit', status: 'paid', due_on: dueOn, amount: fenToYuan(amount) };
  });
}
