/**
 * 满额返现 (/hb). When a buyer confirms receipt, the month's received total (China time) is priced
 * by the engine's cashbackFor and what is not yet credited goes to the balance, with a money-log
 * line, in the same transaction as the receipt. The credit row only grows (`credited < new`), so a
 * repeated or concurrent confirmation cannot pay twice.
 */
import { cashbackDue, cashbackFor, fenToYuan, formatZhe } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { creditBalance, logMoney } from './balance.repo';
import {
  cashbackRecords,
  cashbackTiers,
  creditedInMonth,
  monthReceived,
  raiseMonthCredit,
} from './cashback.repo';

const CASHBACK_USE_TYPE = 5;

/** '2026-11' in China time. */
export const chinaMonth = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);

/** Called inside the receipt transaction; returns the fen credited now (0 when nothing is due). */
export async function creditMonthCashback(tx: Tx, userId: number, now = new Date()): Promise<number> {
  const month = chinaMonth(now);
  const tiers = await cashbackTiers(tx);
  if (tiers.length === 0) return 0;
  const total = await monthReceived(tx, userId, month);
  const target = cashbackFor(total, tiers).cashback;
  const due = cashbackDue(total, tiers, await creditedInMonth(tx, userId, month));
  if (due <= 0) return 0;
  if (!(await raiseMonthCredit(tx, userId, month, target))) return 0;
  const balance = await creditBalance(tx, userId, due);
  const rate = cashbackFor(total, tiers).tier?.rate_permille ?? 0;
  await logMoney(tx, {
    userId,
    amountFen: due,
    balanceAfterFen: balance,
    useType: CASHBACK_USE_TYPE,
    remark: `${month}月满额返现：当月收货¥${fenToYuan(total)}，返现比例${rate / 10}%`,
  });
  return due;
}

/** What /hb shows: the tiers, this month's received total, the cashback reached and credited. */
export async function cashbackOverview(db: Db, userId: number | null, now = new Date()) {
  const month = chinaMonth(now);
  const tiers = await cashbackTiers(db);
  const total = userId === null ? 0 : await monthReceived(db, userId, month);
  const result = cashbackFor(total, tiers);
  const paid = userId === null ? 0 : await creditedInMonth(db, userId, month);
  const records = userId === null ? [] : await cashbackRecords(db, userId, CASHBACK_USE_TYPE);
  return {
    month,
    signed_in: userId !== null,
    received: fenToYuan(total),
    tiers: tiers.map((t) => ({
      amount: fenToYuan(t.amount),
      rate_text: `${t.rate_permille / 10}%`,
      zhe: formatZhe(1000 - t.rate_permille),
      reached: total >= t.amount,
    })),
    cashback: fenToYuan(result.cashback),
    credited: fenToYuan(paid),
    next_gap: result.next ? fenToYuan(result.next.gap) : null,
    next_rate: result.next ? `${result.next.tier.rate_permille / 10}%` : null,
    records: records.map((r) => ({
      id: r.id,
      amount: fenToYuan(Number(r.amount)),
      remark: r.remark,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
