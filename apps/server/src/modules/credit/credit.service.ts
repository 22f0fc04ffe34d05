/** The buyer's credit: what is owed and when, and repaying from the balance. */
import { fenToYuan, type CreditSummary } from '@shop/shared';
import type { Db } from '../../db/client';
import { chinaDay } from '../../lib/china-day';
import { refused } from '../../lib/errors';
import { creditRefusal } from './credit.pay';
import {
  allocate,
  creditState,
  debitBalanceForRepayment,
  insertRepayment,
  logBalanceRepayment,
  receivablesOwed,
  settleRepayment,
} from './credit.repo';

export async function creditSummary(db: Db, userId: number): Promise<CreditSummary> {
  const state = await creditState(db, userId);
  const today = chinaDay();
  const rows = await receivablesOwed(db, userId);
  const limit = state?.limitFen ?? 0;
  const used = state?.usedFen ?? 0;
  const blocked = state && state.limitFen > 0 ? creditRefusal(state, 0) : null;
  return {
    enabled: limit > 0,
    limit: fenToYuan(limit),
    term_days: state?.termDays ?? 0,
    used: fenToYuan(used),
    available: fenToYuan(Math.max(limit - used, 0)),
    overdue: fenToYuan(state?.overdueFen ?? 0),
    blocked_reason: blocked,
    receivables: rows.map((r) => {
      const outstanding = Number(r.amount_fen) - Number(r.repaid_fen) - Number(r.credited_fen);
      return {
        id: r.id,
        order_id: r.order_id,
        order_no: r.order_no,
        amount: fenToYuan(Number(r.amount_fen)),
        repaid: fenToYuan(Number(r.repaid_fen)),
        credited: fenToYuan(Number(r.credited_fen)),
        outstanding: fenToYuan(outstanding),
        due_on: r.due_on,
        overdue: r.due_on < today,
        created_at: new Date(r.created_at).toISOString(),
      };
    }),
  };
}

/**
 * 余额还款: more than is owed, or more than the balance holds, is refused and nothing moves.
 * The credit row lock serialises two repayments of one buyer, so both cannot pay the same debt.
 */
export async function repayFromBalance(db: Db, userId: number, amountFen: number) {
  return db.transaction(async (tx) => {
    const state = await creditState(tx, userId, true);
    const owed = state?.usedFen ?? 0;
    if (owed <= 0) throw refused('当前没有需要偿还的账期欠款');
    if (amountFen > owed) throw refused(`还款金额超过应还金额 ¥${fenToYuan(owed)}`);
    const balance = await debitBalanceForRepayment(tx, userId, amountFen);
    if (balance === null) throw refused('余额不足，请先充值或选择对公转账还款');
    const id = await insertRepayment(tx, { userId, method: 'balance', amountFen });
    const applied = await allocate(tx, userId, id, amountFen);
    await settleRepayment(tx, id, applied, 0);
    await logBalanceRepayment(tx, userId, amountFen, balance);
    return {
      repaid: fenToYuan(applied),
      balance: fenToYuan(balance),
      outstanding: fenToYuan(owed - applied),
    };
  });
}

/** For the chain head office's overview of its stores. */
export { creditState } from './credit.repo';
