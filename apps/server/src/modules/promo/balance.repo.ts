/**
 * The buyer's balance as promotions move it (cashback, group-buy payments and refunds, points
 * exchanges paid partly in cash): conditional updates in the caller's transaction, each with its
 * money-log line written by the caller from the balance the update returned.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** Adds `fen` to the balance; returns the balance after (0 when the buyer is gone). */
export async function creditBalance(tx: Tx, userId: number, fen: number): Promise<number> {
  const [user] = await queryRows<{ balance: string | number }>(
    tx,
    sql`UPDATE users SET balance_fen = balance_fen + ${fen} WHERE id = ${userId} RETURNING balance_fen AS balance`,
  );
  return Number(user?.balance ?? 0);
}

/** Takes `fen` from the balance only if it covers it; returns the balance after, or null when short. */
export async function debitBalance(tx: Tx, userId: number, fen: number): Promise<number | null> {
  const [paid] = await queryRows<{ balance: string | number }>(
    tx,
    sql`UPDATE users SET balance_fen = balance_fen - ${fen} WHERE id = ${userId} AND balance_fen >= ${fen}
        RETURNING balance_fen AS balance`,
  );
  return paid ? Number(paid.balance) : null;
}

export interface MoneyLogLine {
  userId: number;
  amountFen: number;
  balanceAfterFen: number;
  useType: number;
  remark: string;
}

export async function logMoney(tx: Tx, line: MoneyLogLine): Promise<void> {
  await tx.execute(
    sql`INSERT INTO user_money_log (user_id, amount_fen, balance_after_fen, use_type, remark)
        VALUES (${line.userId}, ${line.amountFen}, ${line.balanceAfterFen}, ${line.useType}, ${line.remark})`,
  );
}
