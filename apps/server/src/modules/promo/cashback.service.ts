/**
 * 满额返现 (/hb). When a buyer confirms receipt, the month's received total (China time) is priced
 * by the engine's cashbackFor and what is not yet credited goes to the balance, with a money-log
 * line, in the same transaction as the receipt. The credit row only grows (`credited < new`), so a
 * repeated or concurrent confirmation cannot pay twice.
 */
import { sql } from 'drizzle-orm';
import { cashbackDue, cashbackFor, fenToYuan, formatZhe, type CashbackTier } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

const CASHBACK_USE_TYPE = 5;

/** '2026-11' in China time. */
export const chinaMonth = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);

export async function cashbackTiers(db: Db | Tx): Promise<CashbackTier[]> {
  const rows = await queryRows<{ amount: number; rate_permille: number }>(
    db,
    sql`SELECT threshold_fen::bigint AS amount, rate_permille FROM cashback_tiers WHERE is_active ORDER BY threshold_fen`,
  );
  return rows.map((r) => ({ amount: Number(r.amount), rate_permille: r.rate_permille }));
}

/** Payable of the orders the buyer received (status done) in the China month of `now`. */
async function monthReceived(db: Db | Tx, userId: number, month: string): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(
    db,
    sql`SELECT coalesce(sum(payable_fen), 0)::bigint AS total FROM orders
        WHERE user_id = ${userId} AND status = 'done'
          AND to_char(done_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM') = ${month}`,
  );
  return Number(row?.total ?? 0);
}

async function credited(db: Db | Tx, userId: number, month: string): Promise<number> {
  const [row] = await queryRows<{ fen: string | number }>(
    db,
    sql`SELECT credited_fen AS fen FROM cashback_credits WHERE user_id = ${userId} AND month = ${month}`,
  );
  return Number(row?.fen ?? 0);
}

/** Called inside the receipt transaction; returns the fen credited now (0 when nothing is due). */
export async function creditMonthCashback(tx: Tx, userId: number, now = new Date()): Promise<number> {
  const month = chinaMonth(now);
  const tiers = await cashbackTiers(tx);
  if (tiers.length === 0) return 0;
  const total = await monthReceived(tx, userId, month);
  const target = cashbackFor(total, tiers).cashback;
  const due = cashbackDue(total, tiers, await credited(tx, userId, month));
  if (due <= 0) return 0;
  const moved = await queryRows<{ month: string }>(
    tx,
    sql`INSERT INTO cashback_credits AS c (user_id, month, credited_fen) VALUES (${userId}, ${month}, ${target})
        ON CONFLICT (user_id, month) DO UPDATE SET credited_fen = excluded.credited_fen
          WHERE c.credited_fen < excluded.credited_fen
        RETURNING month`,
  );
  if (moved.length === 0) return 0;
  const [user] = await queryRows<{ balance: string | number }>(
    tx,
    sql`UPDATE users SET balance_fen = balance_fen + ${due} WHERE id = ${userId} RETURNING balance_fen AS balance`,
  );
  const rate = cashbackFor(total, tiers).tier?.rate_permille ?? 0;
  await tx.execute(
    sql`INSERT INTO user_money_log (user_id, amount_fen, balance_after_fen, use_type, remark)
        VALUES (${userId}, ${due}, ${Number(user?.balance ?? 0)}, ${CASHBACK_USE_TYPE},
                ${`${month}月满额返现：当月收货¥${fenToYuan(total)}，返现比例${rate / 10}%`})`,
  );
  return due;
}

/** What /hb shows: the tiers, this month's received total, the cashback reached and credited. */
export async function cashbackOverview(db: Db, userId: number | null, now = new Date()) {
  const month = chinaMonth(now);
  const tiers = await cashbackTiers(db);
  const total = userId === null ? 0 : await monthReceived(db, userId, month);
  const result = cashbackFor(total, tiers);
  const paid = userId === null ? 0 : await credited(db, userId, month);
  const records =
    userId === null
      ? []
      : await queryRows<{ id: number; amount: string | number; remark: string; created_at: string }>(
          db,
          sql`SELECT id, amount_fen AS amount, remark, created_at FROM user_money_log
              WHERE user_id = ${userId} AND use_type = ${CASHBACK_USE_TYPE} ORDER BY id DESC LIMIT 12`,
        );
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
