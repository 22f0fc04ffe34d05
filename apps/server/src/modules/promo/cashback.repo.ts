/** SQL of 满额返现: the live tiers, a buyer's month received and credited, and the credit row. */
import { sql } from 'drizzle-orm';
import type { CashbackTier } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export async function cashbackTiers(db: Db | Tx): Promise<CashbackTier[]> {
  const rows = await queryRows<{ amount: number; rate_permille: number }>(
    db,
    sql`SELECT threshold_fen::bigint AS amount, rate_permille FROM cashback_tiers WHERE is_active ORDER BY threshold_fen`,
  );
  return rows.map((r) => ({ amount: Number(r.amount), rate_permille: r.rate_permille }));
}

/** Payable of the orders the buyer received (status done) in the China month `month`. */
export async function monthReceived(db: Db | Tx, userId: number, month: string): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(
    db,
    sql`SELECT coalesce(sum(payable_fen), 0)::bigint AS total FROM orders
        WHERE user_id = ${userId} AND status = 'done'
          AND to_char(done_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM') = ${month}`,
  );
  return Number(row?.total ?? 0);
}

export async function creditedInMonth(db: Db | Tx, userId: number, month: string): Promise<number> {
  const [row] = await queryRows<{ fen: string | number }>(
    db,
    sql`SELECT credited_fen AS fen FROM cashback_credits WHERE user_id = ${userId} AND month = ${month}`,
  );
  return Number(row?.fen ?? 0);
}

/**
 * Raises the month's credited total to `target`; false when it already was at least that (the row
 * only grows, so a repeated or concurrent confirmation cannot pay twice).
 */
export async function raiseMonthCredit(
  tx: Tx,
  userId: number,
  month: string,
  target: number,
): Promise<boolean> {
  const moved = await queryRows<{ month: string }>(
    tx,
    sql`INSERT INTO cashback_credits AS c (user_id, month, credited_fen) VALUES (${userId}, ${month}, ${target})
        ON CONFLICT (user_id, month) DO UPDATE SET credited_fen = excluded.credited_fen
          WHERE c.credited_fen < excluded.credited_fen
        RETURNING month`,
  );
  return moved.length > 0;
}

/** The buyer's latest cashback money-log lines. */
export function cashbackRecords(db: Db, userId: number, useType: number) {
  return queryRows<{ id: number; amount: string | number; remark: string; created_at: string }>(
    db,
    sql`SELECT id, amount_fen AS amount, remark, created_at FROM user_money_log
        WHERE user_id = ${userId} AND use_type = ${useType} ORDER BY id DESC LIMIT 12`,
  );
}
