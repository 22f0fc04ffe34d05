/** SQL of finance's credit screens: the credit row, receivables with ageing, the voucher queue. */
import { sql } from 'drizzle-orm';
import type { AdminReceivableQuery, AdminVoucherRow, CreditBody } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export async function buyerExists(db: Db, userId: number): Promise<boolean> {
  const [u] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE id = ${userId}`);
  return u !== undefined;
}

export async function buyerCompany(tx: Tx, userId: number): Promise<string | null> {
  const [u] = await queryRows<{ company: string }>(
    tx,
    sql`SELECT c.name AS company FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId}`,
  );
  return u?.company ?? null;
}

export async function upsertCreditAccount(tx: Tx, userId: number, body: CreditBody) {
  await tx.execute(sql`
      INSERT INTO credit_accounts (user_id, limit_fen, term_days) VALUES (${userId}, ${body.limit}, ${body.term_days})
      ON CONFLICT (user_id) DO UPDATE SET limit_fen = excluded.limit_fen, term_days = excluded.term_days,
                                          updated_at = now()`);
}

export interface ReceivableRow {
  id: number;
  user_id: number;
  company: string;
  order_id: number;
  order_no: string;
  amount_fen: string;
  outstanding_fen: string;
  created_at: Date | string;
  due_on: string;
  age_days: number;
  total: string;
}

/** One page of receivables and the outstanding per ageing bucket over the whole filter. */
export async function receivableRows(db: Db, q: AdminReceivableQuery, today: string) {
  const where = sql`(${q.scope === 'all'} OR r.closed_at IS NULL)
    ${q.keyword ? sql`AND c.name LIKE ${`%${q.keyword}%`}` : sql``}`;
  const age = sql`(${today}::date - (r.created_at AT TIME ZONE 'Asia/Shanghai')::date)`;
  const rows = await queryRows<ReceivableRow>(
    db,
    sql`SELECT r.id, r.user_id, c.name AS company, r.order_id, o.order_no, r.amount_fen::text,
               (r.amount_fen - r.repaid_fen - r.credited_fen)::text AS outstanding_fen, r.created_at,
               r.due_on::text, ${age}::int AS age_days, count(*) OVER ()::text AS total
          FROM receivables r JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = r.user_id
          JOIN companies c ON c.id = u.company_id
         WHERE ${where} ORDER BY r.due_on, r.id
         LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  );
  const sums = await queryRows<{ b: string; s: string }>(
    db,
    sql`SELECT CASE WHEN ${age} <= 30 THEN '0-30' WHEN ${age} <= 60 THEN '31-60'
                    WHEN ${age} <= 90 THEN '61-90' ELSE '90+' END AS b,
               sum(r.amount_fen - r.repaid_fen - r.credited_fen)::text AS s
          FROM receivables r JOIN users u ON u.id = r.user_id JOIN companies c ON c.id = u.company_id
         WHERE ${where} GROUP BY 1`,
  );
  return { rows, sums };
}

export function voucherRows(db: Db, status: AdminVoucherRow['status'], page: number, pageSize: number) {
  return queryRows<{
    id: number;
    user_id: number;
    company: string;
    order_id: number | null;
    order_no: string | null;
    due_fen: string;
    claimed_fen: string;
    buyer_note: string;
    status: AdminVoucherRow['status'];
    upload_id: number;
    created_at: Date | string;
    received: string | null;
    bank_serial: string | null;
    internal_note: string | null;
    reject_reason: string;
    total: string;
  }>(
    db,
    sql`SELECT v.id, v.user_id, c.name AS company, v.order_id, o.order_no,
               CASE WHEN o.id IS NULL THEN
                 (SELECT coalesce(sum(amount_fen - repaid_fen - credited_fen), 0) FROM receivables
                   WHERE user_id = v.user_id AND closed_at IS NULL)
               WHEN o.status IN ('unpaid', 'awaiting_transfer') THEN o.payable_fen - o.paid_fen ELSE 0 END::text AS due_fen,
               v.claimed_fen::text, v.buyer_note, v.status, v.upload_id, v.created_at, v.reject_reason,
               b.amount_fen::text AS received, b.bank_serial, b.internal_note, count(*) OVER ()::text AS total
          FROM transfer_vouchers v JOIN users u ON u.id = v.user_id JOIN companies c ON c.id = u.company_id
          LEFT JOIN orders o ON o.id = v.order_id LEFT JOIN bank_transfers b ON b.voucher_id = v.id
         WHERE v.status = ${status} ORDER BY v.id ${status === 'submitted' ? sql`ASC` : sql`DESC`}
         LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
}
