import {
  ORDER_STATUS_TEXT,
  PAY_TYPES,
  PAY_TYPE_TEXT,
  fenToYuan,
  maskIdNo,
  type PayInfo,
  type PayResult,
  type PayType,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { insertEvent } from '../checkout/place.service';
import { findBuyerAccount } from '../checkout/confirm.service';
import { findOwnOrder, linesOf } from '../order/order.service';
import { payByBalance, chooseTransfer } from './balance.service';
import { creditOption, payByCredit } from '../credit/credit.pay';
import type { PaymentProvider } from './provider';
import { insertPayment, latestPending, newTradeNo, readBankAccount } from './payment.repo';
/** What other modules may use of this module's repository (they reach it through this service). */
export { closePendingPayments, insertMoneyLog, insertPayment, newTradeNo } from './payment.repo';

export async function payInfo(db: Db, userId: number, orderId: number): Promise<PayInfo> {
  const order = await findOwnOrder(db, userId, orderId);
  if (!order) throw notFound('订单不存在');
  const [account, bank, lines, pending] = await Promise.all([
    findBuyerAccount(db, userId),
    readBankAccount(db),
    linesOf(db, [orderId]),
    latestPending(db, orderId),
  ]);
  return {
    id: order.id,
    order_no: order.orderNo,
    kind: order.kind,
    status: order.status,
    status_text: ORDER_STATUS_TEXT[order.status],
    payable: fenToYuan(order.payableFen),
    created_at: order.createdAt.toISOString(),
    pay_deadline:
      order.status === 'unpaid' || order.status === 'awaiting_transfer'
        ? order.payDeadline.toISOString()
        : null,
    pay_type: order.payType,
    balance: fenToYuan(account?.balanceFen ?? 0),
    pay_types: await payOptions(db, userId, order.payableFen - order.paidFen),
    paid: fenToYuan(order.paidFen),
    bank_account: bank,
    purchaser: order.purchaserName
      ? { name: order.purchaserName, id_no: maskIdNo(order.purchaserIdNo ?? '') }
      : null,
    goods_count: lines.length,
    online:
      pending && (pending.payType === 'wechat' || pending.payType === 'alipay')
        ? {
            pay_type: pending.payType,
            qr_code_url: pending.qrCodeUrl,
            cashier_url: pending.cashierUrl,
            out_trade_no: pending.outTradeNo,
          }
        : null,
  };
}

/** POST /api/payment/:id — balance pays at once, transfer waits for the shop, online shows a QR. */
export async function payOrder(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  orderId: number,
  payType: PayType,
): Promise<PayResult> {
  if (payType === 'balance') return payByBalance(db, userId, orderId);
  if (payType === 'offline') return chooseTransfer(db, userId, orderId);
  if (payType === 'credit') return payByCredit(db, userId, orderId);
  const order = await findOwnOrder(db, userId, orderId);
  if (!order) throw notFound('订单不存在');
  if (order.status !== 'unpaid' && order.status !== 'awaiting_transfer') {
    throw refused(`订单${ORDER_STATUS_TEXT[order.status]}，无需支付`);
  }
  // A second click on the same channel shows the same QR instead of opening a second trade.
  const pending = await latestPending(db, orderId, payType);
  if (pending && pending.amountFen === order.payableFen && pending.qrCodeUrl) {
    return {
      pay_type: payType,
      status: order.status,
      qr_code_url: pending.qrCodeUrl,
      cashier_url: pending.cashierUrl,
      out_trade_no: pending.outTradeNo,
    };
  }
  const outTradeNo = newTradeNo(order.orderNo, payType === 'wechat' ? 'W' : 'A');
  const created = await provider.createPayment({
    outTradeNo,
    amountFen: order.payableFen,
    channel: payType,
    subject: `订单${order.orderNo}`,
  });
  await db.transaction(async (tx) => {
    await insertPayment(tx, {
      orderId,
      userId,
      payType,
      provider: provider.name,
      outTradeNo,
      amountFen: order.payableFen,
      qrCodeUrl: created.qr_code_url,
      cashierUrl: created.cashier_url,
    });
    await insertEvent(tx, orderId, order.status, `发起${PAY_TYPE_TEXT[payType]}`, outTradeNo);
  });
  return { pay_type: payType, status: order.status, ...created };
}

/** 账期支付 is offered only to buyers with credit; it says why when it cannot be used now. */
async function payOptions(db: Db, userId: number, dueFen: number): Promise<PayInfo['pay_types']> {
  const credit = await creditOption(db, userId, dueFen);
  return PAY_TYPES.flatMap((type): PayInfo['pay_types'] => {
    if (type !== 'credit') return [{ type, label: PAY_TYPE_TEXT[type] }];
    return credit ? [{ type, label: PAY_TYPE_TEXT[type], ...credit }] : [];
  });
}
