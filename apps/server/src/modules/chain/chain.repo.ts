/** SQL of the chain head office's views: its stores' month, money and credit, and their orders. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface StoreSummaryRow {
  user_id: number;
  company: string;
  address: string;
  balance: string;
  month_orders: number;
  month_spend: string;
  monthly_limit: string | null;
  owed: string;
  overdue: string;
  unpaid_orders: number;
}

/** Every store of the chain but the head office, with this month's orders (cancelled ones aside). */
export async function storeSummaries(
  db: Db,
  chainId: number,
  headUserId: number,
  monthStart: string,
  today: string,
): Promise<StoreSummaryRow[]> {
  return queryRows<StoreSummaryRow>(
    db,
    sql`SELECT u.id AS user_id, c.name AS company, concat(c.province, c.city, c.district, c.address) AS address,
               u.balance_fen::text AS balance, m.n AS month_orders, m.spend::text AS month_spend,
               l.monthly_limit_fen::text AS monthly_limit, r.owed::text AS owed, r.overdue::text AS overdue,
               (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id AND o.status IN ('unpaid', 'awaiting_transfer'))
                 AS unpaid_orders
          FROM users u JOIN companies c ON c.id = u.company_id
          LEFT JOIN chain_store_limits l ON l.store_user_id = u.id
          CROSS JOIN LATERAL (
            SELECT count(*)::int AS n, coalesce(sum(o.payable_fen), 0) AS spend FROM orders o
             WHERE o.user_id = u.id AND o.status <> 'cancelled' AND o.created_at >= ${monthStart}) m
          CROSS JOIN LATERAL (
            SELECT coalesce(sum(amount_fen - repaid_fen - credited_fen), 0) AS owed,
                   coalesce(sum(amount_fen - repaid_fen - credited_fen) FILTER (WHERE due_on < ${today}), 0) AS overdue
              FROM receivables WHERE user_id = u.id AND closed_at IS NULL) r
         WHERE c.chain_id = ${chainId} AND u.id <> ${headUserId} AND NOT u.disabled
         ORDER BY u.id`,
  );
}

export async function storeOrders(db: Db, storeId: number) {
  return queryRows<{
    id: number;
    order_no: string;
    status: string;
    payable: string;
    pay_type: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT id, order_no, status, payable_fen::text AS payable, pay_type, created_at
          FROM orders WHERE user_id = ${storeId} ORDER BY created_at DESC, id DESC LIMIT 50`,
  );
}

/**
 * The store's monthly limit, locked (every order placement of the store waits on it), and what
 * the store has ordered this month; null when no limit is set.
 */
export async function lockedMonthSpend(tx: Tx, storeId: number, monthStart: string) {
  const [l] = await queryRows<{ limit: string }>(
    tx,
    sql`SELECT monthly_limit_fen::text AS limit FROM chain_store_limits WHERE store_user_id = ${storeId} FOR UPDATE`,
  );
  if (!l) return null;
  const [s] = await queryRows<{ spend: string }>(
    tx,
    sql`SELECT coalesce(sum(payable_fen), 0)::text AS spend FROM orders
         WHERE user_id = ${storeId} AND status <> 'cancelled' AND created_at >= ${monthStart}`,
  );
  return { limitFen: Number(l.limit), spentFen: Number(s?.spend ?? 0) };
}

export async function setStoreLimit(db: Db, storeId: number, headId: number, limitFen: number | null) {
  if (limitFen === null || limitFen === 0) {
    await db.execute(sql`DELETE FROM chain_store_limits WHERE store_user_id = ${storeId}`);
    return;
  }
  await db.execute(sql`
    INSERT INTO chain_store_limits (store_user_id, monthly_limit_fen, set_by_user_id)
    VALUES (${storeId}, ${limitFen}, ${headId})
    ON CONFLICT (store_user_id) DO UPDATE SET monthly_limit_fen = EXCLUDED.monthly_limit_fen,
      set_by_user_id = EXCLUDED.set_by_user_id, updated_at = now()`);
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [r] = await queryRows<{ b: string }>(
    db,
    sql`SELECT balance_fen::text AS b FROM users WHERE id = ${userId}`,
  );
  return Number(r?.b ?? 0);
}

export async function companyOf(db: Db, userId: number): Promise<string> {
  const [r] = await queryRows<{ name: string }>(
    db,
    sql`SELECT c.name FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId}`,
  );
  return r?.name ?? '';
}
