/**
 * Who may use the sandbox cashier (issue 14, defect 9): the signed-in buyer of the order the trade
 * belongs to, a limited number of times a minute; a confirm of a trade already paid or already
 * notified sends no new notification.
 */
import type { AppDeps } from '../../deps';
import { cashierPage, invalidPage, paidPage, refusedPage } from './cashier.page';
import type { Gateway } from './gateway';
import { findPaymentByTrade } from './payment.repo';
import { findRepaymentTrade } from '../credit/repay-online.service';
import { readTicket, type CashierTicket } from './sandbox.sign';

export const CASHIER_LIMIT = { limit: 20, windowMs: 60_000 } as const;

export interface CashierAnswer {
  status: number;
  html: string;
}

type Access = { ok: true; ticket: CashierTicket; paid: boolean } | { ok: false; answer: CashierAnswer };

async function access(
  deps: AppDeps,
  userId: number | null,
  outTradeNo: string,
  token: string,
): Promise<Access> {
  if (userId === null) {
    return { ok: false, answer: { status: 401, html: refusedPage('请先登录商城，再打开收银台') } };
  }
  const hit = await deps.limiter.hit(`cashier:${userId}`, CASHIER_LIMIT.limit, CASHIER_LIMIT.windowMs);
  if (!hit.allowed)
    return { ok: false, answer: { status: 429, html: refusedPage('操作过于频繁，请稍后再试') } };
  const ticket = readTicket(deps.config.PAYMENT_SANDBOX_KEY, token);
  if (!ticket || ticket.out_trade_no !== outTradeNo) {
    return { ok: false, answer: { status: 200, html: invalidPage() } };
  }
  // An order's trade, or a buyer's online repayment of credit: both belong to one buyer.
  const payment =
    (await findPaymentByTrade(deps.database.db, outTradeNo)) ??
    (await findRepaymentTrade(deps.database.db, outTradeNo));
  if (!payment || payment.userId !== userId) {
    return { ok: false, answer: { status: 403, html: refusedPage('该支付单不属于当前登录的账号') } };
  }
  if (payment.status !== 'pending' && payment.status !== 'paid') {
    return { ok: false, answer: { status: 200, html: invalidPage() } };
  }
  return { ok: true, ticket, paid: payment.status === 'paid' };
}

export async function showCashier(deps: AppDeps, userId: number | null, outTradeNo: string, token: string) {
  const a = await access(deps, userId, outTradeNo, token);
  if (!a.ok) return a.answer;
  return { status: 200, html: a.paid ? paidPage(a.ticket) : cashierPage(a.ticket, token) };
}

/** 确认支付: the gateway notifies once per trade (the outbox row is unique), however often it is pressed. */
export async function confirmCashier(
  deps: AppDeps,
  gateway: Gateway,
  userId: number | null,
  outTradeNo: string,
  token: string,
): Promise<CashierAnswer> {
  const a = await access(deps, userId, outTradeNo, token);
  if (!a.ok) return a.answer;
  if (!a.paid) await gateway.confirm(a.ticket);
  return { status: 200, html: paidPage(a.ticket) };
}
