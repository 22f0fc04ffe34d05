/** SQL of credit terms: the buyer's credit row (also the lock), receivables and their allocation. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { chinaDay } from '../../lib/china-day';

export interface CreditState {
  limitFen: number;
  termDays: number;
  usedFen: number;
  overdueFen: number;
}

/**
 * The buyer's limit, outstanding and overdue. With `lock` the credit row is locked first, so every
 * credit order and repayment of one buyer runs one after the other (the limit cannot be overrun).
 */
export async function creditState(db: Db | Tx, userId: number, lock = false): Promise<CreditState | null> {
  const [acc] = await queryRows<{ limit_fen: string; term_days: number }>(
    db,
    sql`SELECT limit_fen::text, term_days FROM credit_accounts WHERE user_id = ${userId}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!acc) return null;
  const today = chinaDay();
  const [sum] = await queryRows<{ used: string; overdue: string }>(
    db,
    sql`SELECT coalesce(sum(amount_fen - repaid_fen - credited_fen), 0)::text AS used,
               coalesce(sum(amount_fen - repaid_fen - credited_fen) FILTER (WHERE due_on < ${today}), 0)::text AS overdue
          FROM receivables WHERE user_id = ${userId} AND closed_at IS NULL`,
  );
  return {
    limitFen: Number(acc.limit_fen),
    termDays: acc.term_days,
    usedFen: Number(sum?.used ?? 0),
    overdueFen: Number(sum?.overdue ?? 0),
  };
}

export interface OpenReceivable {
  id: number;
  order_id: number;
  outstanding: number;
}

/** Open receivables, oldest due first (then oldest made): the order repayments are applied in. */
export async function openReceivables(tx: Tx, userId: number): Promise<OpenReceivable[]> {
  const rows = await queryRows<{ id: number; order_id: number; outstanding: string }>(
    tx,
    sql`SELECT id, order_id, (amount_fen - repaid_fen - credited_fen)::text AS outstanding
          FROM receivables WHERE user_id = ${userId} AND closed_at IS NULL
         ORDER BY due_on, id FOR UPDATE`,
  );
  return rows.map((r) => ({ ...r, outstanding: Number(r.outstanding) }));
}

/**
 * Applies money to the open receivables oldest first (those in `first`, the bills the buyer chose,
 * before the rest); returns what it applied. The order's
 * paid_fen follows (a credit order's paid_fen is what was repaid on it), so a later cancellation
 * refunds exactly the repaid part.
 */
export async function allocate(
  tx: Tx,
  userId: number,
  repaymentId: number,
  amountFen: number,
  first: readonly number[] = [],
) {
  let left = amountFen;
  const open = await openReceivables(tx, userId);
  const chosen = new Set(first);
  const ordered = [...open.filter((r) => chosen.has(r.id)), ...open.filter((r) => !chosen.has(r.id))];
  for (const r of ordered) {
    if (left <= 0) break;
    const take = Math.min(left, r.outstanding);
    left -= take;
    await tx.execute(sql`
      UPDATE receivables SET repaid_fen = repaid_fen + ${take},
             closed_at = CASE WHEN repaid_fen + credited_fen + ${take} = amount_fen THEN now() END
       WHERE id = ${r.id}`);
    await tx.execute(sql`UPDATE orders SET paid_fen = paid_fen + ${take} WHERE id = ${r.order_id}`);
    await tx.execute(sql`
      INSERT INTO repayment_allocations (repayment_id, receivable_id, amount_fen)
      VALUES (${repaymentId}, ${r.id}, ${take})`);
  }
  return amountFen - left;
}

export async function insertRepayment(
  tx: Tx,
  r: {
    userId: number;
    method: 'transfer' | 'balance' | 'online';
    amountFen: number;
    bankTransferId?: number;
  },
): Promise<number> {
  // allocated is fixed up once allocation ran; the check holds at commit because both move together.
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO repayments (user_id, method, amount_fen, allocated_fen, to_balance_fen, bank_transfer_id)
        VALUES (${r.userId}, ${r.method}, ${r.amountFen}, ${r.amountFen}, 0, ${r.bankTransferId ?? null})
        RETURNING id`,
  );
  if (!row) throw new Error('repayment insert returned nothing');
  return row.id;
}

export async function settleRepayment(tx: Tx, id: number, allocatedFen: number, toBalanceFen: number) {
  await tx.execute(
    sql`UPDATE repayments SET allocated_fen = ${allocatedFen}, to_balance_fen = ${toBalanceFen} WHERE id = ${id}`,
  );
}

/** Adds to the balance and writes the money log line with the balance after; returns it. */
export async function creditBalance(
  tx: Tx,
  userId: number,
  amountFen: number,
  useType: number,
  remark: string,
  orderId: number | null = null,
): Promise<number> {
  const [u] = await queryRows<{ balance_fen: string }>(
    tx,
    sql`UPDATE users SET balance_fen = balance_fen + ${amountFen} WHERE id = ${userId}
        RETURNING balance_fen::text`,
  );
  const after = Number(u?.balance_fen ?? 0);
  await tx.execute(sql`
    INSERT INTO user_money_log (user_id, amount_fen, balance_after_fen, use_type, remark, order_id)
    VALUES (${userId}, ${amountFen}, ${after}, ${useType}, ${remark}, ${orderId})`);
  return after;
}

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

/** The buyer's open credit bills for the wallet page, soonest due first. */
export function receivablesOwed(db: Db, userId: number) {
  return queryRows<ReceivableRow>(
    db,
    sql`SELECT r.id, r.order_id, o.order_no, r.amount_fen::text, r.repaid_fen::text, r.credited_fen::text,
               r.due_on::text, r.created_at
          FROM receivables r JOIN orders o ON o.id = r.order_id
         WHERE r.user_id = ${userId} AND r.closed_at IS NULL ORDER BY r.due_on, r.id LIMIT 200`,
  );
}

/** Takes a repayment off the balance, conditionally: the new balance, or null when it holds too little. */
export async function debitBalanceForRepayment(tx: Tx, userId: number, amountFen: number) {
  const [u] = await queryRows<{ balance_fen: string }>(
    tx,
    sql`UPDATE users SET balance_fen = balance_fen - ${amountFen}
         WHERE id = ${userId} AND balance_fen >= ${amountFen} RETURNING balance_fen::text`,
  );
  return u ? Number(u.balance_fen) : null;
}

export async function logBalanceRepayment(tx: Tx, userId: number, amountFen: number, balance: number) {
  await tx.execute(sql`
    INSERT INTO user_money_log (user_id, amount_fen, balance_after_fen, use_type, remark)
    VALUES (${userId}, ${-amountFen}, ${balance}, 6, '账期欠款余额还款')`);
}

/** unpaid / awaiting transfer → paid on credit, conditionally; null when the order is past that. */
export async function markOrderPaidByCredit(tx: Tx, userId: number, orderId: number) {
  const [row] = await queryRows<{ order_no: string; payable_fen: string }>(
    tx,
    sql`UPDATE orders SET status = 'paid', pay_type = 'credit', paid_at = now()
         WHERE id = ${orderId} AND user_id = ${userId} AND paid_fen = 0
           AND status IN ('unpaid', 'awaiting_transfer')
        RETURNING order_no, payable_fen::text`,
  );
  return row ?? null;
}

export async function insertReceivable(
  tx: Tx,
  userId: number,
  orderId: number,
  amountFen: number,
  dueOn: string,
) {
  await tx.execute(sql`
    INSERT INTO receivables (user_id, order_id, amount_fen, due_on, closed_at)
    VALUES (${userId}, ${orderId}, ${amountFen}, ${dueOn}, ${amountFen === 0 ? sql`now()` : sql`NULL`})`);
}
