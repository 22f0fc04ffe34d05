/**
 * 在线还款: the buyer pays chosen credit bills (or all it owes) through the payment gateway.
 * Opening the trade moves no money; the gateway's signed notification does, in the notification's
 * transaction (notify.service claims the notification id first): the trade moves pending → paid by
 * a conditional update, so a repeated or replayed notification finds it paid and changes nothing.
 * The money goes to the chosen bills first, then the oldest due; what they no longer owe by then
 * (repaid meanwhile by balance or transfer) goes to the balance, so no fen is lost or doubled.
 */
import { randomInt } from 'node:crypto';
import { fenToYuan, type OnlineRepay } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import type { PaymentProvider, VerifiedNotification } from '../payment/provider';
import { allocate, creditBalance, creditState, insertRepayment, settleRepayment } from './credit.repo';
import {
  findPendingTrade,
  findRepaymentTrade,
  insertRepaymentTrade,
  linkTradeRepayment,
  markTradePaid,
  openBillsOwed,
  repaymentToBalance,
  type RepaymentTrade,
} from './repay-online.repo';

export interface OnlineRepayInput {
  pay_type: 'wechat' | 'alipay';
  receivable_ids: number[];
  amount?: number | undefined;
}

/** Opens (or shows again) the gateway trade for the amount; refused when more than is owed. */
export async function startOnlineRepay(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  body: OnlineRepayInput,
): Promise<OnlineRepay> {
  const ids = [...new Set(body.receivable_ids)].sort((a, b) => a - b);
  const open = await openBillsOwed(db, userId);
  const owedOf = new Map(open.map((r) => [r.id, Number(r.owed)]));
  // Another buyer's bill, or one already paid off, is "not found": nothing tells them apart.
  if (ids.some((id) => !owedOf.has(id))) throw notFound('账单不存在或已还清');
  const chosen = ids.length > 0 ? ids : [...owedOf.keys()];
  const owed = chosen.reduce((a, id) => a + (owedOf.get(id) ?? 0), 0);
  if (owed <= 0) throw refused('当前没有需要偿还的账期欠款');
  const amountFen = body.amount ?? owed;
  if (amountFen > owed)
    throw refused(`还款金额超过${ids.length > 0 ? '所选账单' : ''}应还金额 ¥${fenToYuan(owed)}`);

  const pending = await findPendingTrade(db, userId, body.pay_type, amountFen);
  if (pending && pending.receivableIds.join() === ids.join()) return view(pending);
  const outTradeNo = `RP${userId}${Date.now()}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
  const created = await provider.createPayment({
    outTradeNo,
    amountFen,
    channel: body.pay_type,
    subject: '账期还款',
  });
  const trade = await insertRepaymentTrade(db, {
    userId,
    outTradeNo,
    payType: body.pay_type,
    provider: provider.name,
    amountFen,
    receivableIds: ids,
    cashierUrl: created.cashier_url,
  });
  return view(trade);
}

/** The buyer's own trade (the page polls it until paid); another buyer's is "not found". */
export async function onlineRepayStatus(db: Db, userId: number, outTradeNo: string): Promise<OnlineRepay> {
  const trade = await findRepaymentTrade(db, outTradeNo);
  if (!trade || trade.userId !== userId) throw notFound('还款单不存在');
  return view(trade, db);
}

async function view(t: RepaymentTrade, db?: Db): Promise<OnlineRepay> {
  const toBalance = db && t.repaymentId !== null ? await repaymentToBalance(db, t.repaymentId) : 0;
  return {
    out_trade_no: t.outTradeNo,
    pay_type: t.payType,
    amount: fenToYuan(t.amountFen),
    cashier_url: t.cashierUrl,
    status: t.status,
    repaid: fenToYuan(t.status === 'paid' ? t.amountFen - toBalance : 0),
    to_balance: fenToYuan(toBalance),
  };
}

/**
 * Applies a verified notification of a repayment trade, inside the transaction that claimed the
 * notification id. 'duplicate' when the trade was already paid (another notification id of the
 * same trade): nothing moves.
 */
export async function applyRepaymentNotification(
  tx: Tx,
  trade: RepaymentTrade,
  e: VerifiedNotification,
): Promise<'applied' | 'duplicate'> {
  // The credit row first, as every credit order and repayment of the buyer takes it.
  await creditState(tx, trade.userId, true);
  if (!(await markTradePaid(tx, trade.id, e.paidAt, e.providerTradeNo))) return 'duplicate';
  const id = await insertRepayment(tx, {
    userId: trade.userId,
    method: 'online',
    amountFen: trade.amountFen,
  });
  const applied = await allocate(tx, trade.userId, id, trade.amountFen, trade.receivableIds);
  const over = trade.amountFen - applied;
  if (over > 0)
    await creditBalance(tx, trade.userId, over, 6, `在线还款超出欠款 ¥${fenToYuan(over)} 转入余额`);
  await settleRepayment(tx, id, applied, over);
  await linkTradeRepayment(tx, trade.id, id);
  return 'applied';
}

/** The payment module's notification and cashier look a repayment trade up through this service. */
export { findRepaymentTrade } from './repay-online.repo';
