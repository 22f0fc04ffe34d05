/**
 * Gateway notifications. Verified by signature, then by amount against our own payment record;
 * applied in one transaction keyed by the notification id (unique) with conditional updates on the
 * payment (pending → paid) and the order (payable → paid), so any number of duplicate or reordered
 * notifications pay an order exactly once. Refused ones change nothing; they are kept for audit in
 * a bounded log (issue 14, defect 10): bodies cut to 1 KB, only the newest REFUSED_KEPT rows, and
 * an address that keeps sending refused ones is turned away for a while before anything is stored.
 */
import type { PayType } from '@shop/shared';
import type { IncomingHttpHeaders } from 'node:http';
import { PAY_TYPE_TEXT, fenToYuan } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import { insertEvent } from '../checkout/place.service';
import {
  claimNotification,
  lockOrder,
  markRefundDue,
  movePayment,
  otherPaidPayment,
  recordRefused,
  setNotificationOutcome,
} from './notify.repo';
import { findPaymentByTrade, markOrderPaid } from './payment.repo';
import type { PaymentProvider, VerifiedNotification } from './provider';
import { findRepaymentTrade } from '../credit/repay-online.service';
import { applyRepaymentNotification } from '../credit/repay-online.service';

export type NotifyOutcome =
  'applied' | 'duplicate' | 'late' | 'forged' | 'stale' | 'malformed' | 'amount_mismatch' | 'unknown_trade';

/** Outcomes after which the gateway should stop retrying. */
const ACKED: ReadonlySet<NotifyOutcome> = new Set(['applied', 'duplicate', 'late']);

export interface NotifyResult {
  outcome: NotifyOutcome;
  acked: boolean;
}

/** Bytes of a notification we read at all: real ones are well under 2 KB. */
export const NOTIFY_BODY_LIMIT = 16 * 1024;
/** Refused notifications kept (newest first) and how much of each body. */
export const REFUSED_KEPT = 1000;
export const REFUSED_BODY_CHARS = 1024;
/** Refused notifications one address may send per window before it is turned away unread. */
export const REFUSED_PER_IP = { limit: 30, windowMs: 60_000 } as const;

const refusedKey = (ip: string) => `notify:refused:${ip}`;

export async function notifyAllowed(limiter: RateLimiter, ip: string): Promise<boolean> {
  return (await limiter.peek(refusedKey(ip))).count < REFUSED_PER_IP.limit;
}

export async function countRefused(limiter: RateLimiter, ip: string): Promise<void> {
  await limiter.hit(refusedKey(ip), REFUSED_PER_IP.limit, REFUSED_PER_IP.windowMs);
}

/** Logs a refused notification and, in the same statement, prunes refused rows beyond the newest. */
async function record(
  db: Db | Tx,
  provider: string,
  outcome: NotifyOutcome,
  raw: string,
  ip: string,
  e?: VerifiedNotification,
) {
  await recordRefused(
    db,
    {
      provider,
      notifyId: e?.notifyId ?? '',
      outTradeNo: e?.outTradeNo ?? '',
      outcome,
      rawBody: raw.slice(0, REFUSED_BODY_CHARS),
      ip: ip.slice(0, 64),
    },
    REFUSED_KEPT,
  );
}

export async function handleNotification(
  db: Db,
  provider: PaymentProvider,
  rawBody: string,
  headers: IncomingHttpHeaders,
  ip: string,
): Promise<NotifyResult> {
  const verified = provider.verifyNotification(rawBody, headers);
  if (!verified.ok) {
    await record(db, provider.name, verified.reason, rawBody, ip);
    return { outcome: verified.reason, acked: false };
  }
  const e = verified.event;
  const payment = await findPaymentByTrade(db, e.outTradeNo);
  // Not an order's trade: maybe a buyer's online repayment of credit (same gateway, same checks).
  const repayment = payment ? null : await findRepaymentTrade(db, e.outTradeNo);
  const trade = payment ?? repayment;
  if (!trade || trade.provider !== provider.name) {
    await record(db, provider.name, 'unknown_trade', rawBody, ip, e);
    return { outcome: 'unknown_trade', acked: false };
  }
  if (trade.amountFen !== e.amountFen) {
    await record(db, provider.name, 'amount_mismatch', rawBody, ip, e);
    return { outcome: 'amount_mismatch', acked: false };
  }
  const outcome = await db.transaction(async (tx): Promise<NotifyOutcome> => {
    const notificationId = await claimNotification(tx, {
      provider: provider.name,
      notifyId: e.notifyId,
      outTradeNo: e.outTradeNo,
      rawBody: rawBody.slice(0, 8000),
      remoteIp: ip,
    });
    if (notificationId === undefined) return 'duplicate';
    const result = payment
      ? await apply(tx, payment.orderId, payment.id, payment.payType, e)
      : repayment
        ? await applyRepaymentNotification(tx, repayment, e)
        : 'unknown_trade';
    if (result !== 'applied') {
      await setNotificationOutcome(tx, notificationId, result);
    }
    return result;
  });
  return { outcome, acked: ACKED.has(outcome) };
}

/** Order row first (as the sweep and cancel lock it), then the payment: no deadlock between them. */
async function apply(
  tx: Tx,
  orderId: number,
  paymentId: number,
  payType: PayType,
  e: VerifiedNotification,
): Promise<NotifyOutcome> {
  await lockOrder(tx, orderId);
  // Under the order lock: another trade of this order already paid → this money is a refund case.
  const target = (await otherPaidPayment(tx, orderId, paymentId)) ? 'refund_due' : 'paid';
  if (!(await movePayment(tx, paymentId, target, e))) return 'duplicate';
  if (target === 'refund_due') {
    await insertEvent(tx, orderId, 'refund_due', '订单已支付后又收到付款，待退款', e.providerTradeNo);
    return 'late';
  }
  const paid = await markOrderPaid(tx, orderId, payType);
  if (paid) {
    await insertEvent(
      tx,
      orderId,
      'paid',
      '订单已支付',
      `${PAY_TYPE_TEXT[payType]} ¥${fenToYuan(e.amountFen)}`,
    );
    return 'applied';
  }
  // Money arrived for an order already cancelled: keep it on record for a refund, never re-open.
  await markRefundDue(tx, paymentId);
  await insertEvent(tx, orderId, 'refund_due', '订单取消后收到付款，待退款', e.providerTradeNo);
  return 'late';
}
