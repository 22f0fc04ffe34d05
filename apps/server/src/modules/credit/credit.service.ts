/** The buyer's credit: what is owed and when, and repaying from the balance. */
import { sql } from 'drizzle-orm';
import { fenToYuan, type CreditSummary } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { chinaDay } from '../../lib/china-day';
import { refused } from '../../lib/errors';
import { creditRefusal } from './credit.pay';
import { allocate, creditState, insertRepayment, settleRepayment } from './credit.repo';

interface ReceivableRow {
  id: number;
  order_id: number;
  order_no: string;
  amount_fen: string;
  repaid_fen: string;
  credited_fen: string;
  due_on: string;
  created_at: Date | string;
}

export async function creditSummary(db: Db, userId: number): Promise<CreditSummary> {
  const state = await creditState(db, userId);
  const today = chinaDay();
  const rows = await queryRows<ReceivableRow>(
    db,
    sql`SELECT r.id, r.order_id, o.order_no, r.amount_fen::text, r.repaid_fen::text, r.credited_fen::text,
               r.due_on::text, r.created_at
          FROM receivables r JOIN orders o ON o.id = r.order_id
         WHERE r.user_id = ${userId} AND r.closed_at IS NULL ORDER BY r.due_on, r.id LIMIT 200`,
  );
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
    const [u] = await queryRows<{ balance_fen: string }>(
      tx,
      sql`UPDATE users SET balance_fen = balance_fen - ${amountFen}
           WHERE id = ${userId} AND balance_fen >= ${amountFen} RETURNING balance_fen::text`,
    );
    if (!u) throw refused('余额不足，请先充值或选择对公转账还款');
    const balance = Number(u.balance_fen);
    const id = await insertRepayment(tx, { userId, method: 'balance', amountFen });
    const applied = await allocate(tx, userId, id, amountFen);
    await settleRepayment(tx, id, applied, 0);
    await tx.execute(sql`
      INSERT INTO user_money_log (user_id, amount_fen, balance_after_fen, use_type, remark)
      VALUES (${userId}, ${-amountFen}, ${balance}, 6, '账期欠款余额还款')`);
    return {
      repaid: fenToYuan(applied),
      balance: fenToYuan(balance),
      outstanding: fenToYuan(owed - applied),
    };
  });
}

/** For the chain head office's overview of its stores. */
export { creditState } from './credit.repo';
