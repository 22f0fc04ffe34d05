/** SQL of 对账单: the figures at an instant, a month's lines, the buyer's reply, finance's list. */
import { sql } from 'drizzle-orm';
import type { PayType } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** Balance and owed at instant `t` (ISO), from today's figures less everything logged since. */
export async function figuresRowAt(db: Db | Tx, userId: number, t: string) {
  const [r] = await queryRows<{ balance: string; owed: string }>(
    db,
    sql`SELECT ((SELECT balance_fen FROM users WHERE id = ${userId})
                - (SELECT coalesce(sum(amount_fen), 0) FROM user_money_log
                    WHERE user_id = ${userId} AND created_at >= ${t}))::text AS balance,
               ((SELECT coalesce(sum(amount_fen), 0) FROM receivables WHERE user_id = ${userId} AND created_at < ${t})
                - (SELECT coalesce(sum(a.amount_fen), 0) FROM repayment_allocations a
                     JOIN repayments p ON p.id = a.repayment_id WHERE p.user_id = ${userId} AND p.created_at < ${t})
                - (SELECT coalesce(sum(amount_fen), 0) FROM order_refunds
                    WHERE user_id = ${userId} AND method = 'credit_note' AND created_at < ${t}))::text AS owed`,
  );
  return r;
}

export interface LineRow {
  at: Date | string;
  kind: 'balance' | 'receivable' | 'order';
  use_type: number | null;
  pay_type: PayType | null;
  remark: string;
  order_no: string | null;
  balance_delta: string;
  owed_delta: string;
  amount: string;
}

/** Every line of the month [s, e) in time order (ISO bounds). */
export function statementLineRows(db: Db | Tx, userId: number, s: string, e: string) {
  return queryRows<LineRow>(
    db,
    sql`SELECT * FROM (
          SELECT l.created_at AS at, 'balance' AS kind, l.use_type, NULL AS pay_type, l.remark, o.order_no,
                 l.amount_fen::text AS balance_delta, '0' AS owed_delta, '0' AS amount
            FROM user_money_log l LEFT JOIN orders o ON o.id = l.order_id
           WHERE l.user_id = ${userId} AND l.created_at >= ${s} AND l.created_at < ${e}
          UNION ALL
          SELECT r.created_at, 'receivable', NULL, 'credit', '账期采购', o.order_no,
                 '0', r.amount_fen::text, r.amount_fen::text
            FROM receivables r JOIN orders o ON o.id = r.order_id
           WHERE r.user_id = ${userId} AND r.created_at >= ${s} AND r.created_at < ${e}
          UNION ALL
          SELECT p.created_at, 'receivable', NULL, NULL,
                 CASE p.method WHEN 'transfer' THEN '转账还款' WHEN 'online' THEN '在线还款' ELSE '余额还款' END, o.order_no,
                 '0', (-a.amount_fen)::text, a.amount_fen::text
            FROM repayment_allocations a JOIN repayments p ON p.id = a.repayment_id
            JOIN receivables r ON r.id = a.receivable_id JOIN orders o ON o.id = r.order_id
           WHERE p.user_id = ${userId} AND p.created_at >= ${s} AND p.created_at < ${e}
          UNION ALL
          SELECT f.created_at, CASE f.method WHEN 'credit_note' THEN 'receivable' ELSE 'order' END, NULL, NULL,
                 CASE f.method WHEN 'credit_note' THEN
                   CASE WHEN f.aftersale_id IS NULL THEN '取消冲销（贷项）' ELSE '售后退款冲销（贷项）' END
                 WHEN 'online' THEN CASE f.status
                   WHEN 'pending' THEN '退款原路退回（退款处理中）'
                   WHEN 'failed' THEN '退款原路退回失败（' || f.failure || '），财务将另行退款'
                   ELSE '退款原路退回（' || f.reference || '）' END
                 ELSE '退款银行转账退回（流水号 ' || f.reference || '）' END, o.order_no,
                 '0', CASE f.method WHEN 'credit_note' THEN (-f.amount_fen)::text ELSE '0' END, f.amount_fen::text
            FROM order_refunds f JOIN orders o ON o.id = f.order_id
           WHERE f.user_id = ${userId} AND f.method <> 'balance' AND f.created_at >= ${s} AND f.created_at < ${e}
          UNION ALL
          SELECT o.paid_at, 'order', NULL, o.pay_type, '订单付款', o.order_no, '0', '0', o.payable_fen::text
            FROM orders o
           WHERE o.user_id = ${userId} AND o.pay_type IN ('offline', 'wechat', 'alipay')
             AND o.paid_at >= ${s} AND o.paid_at < ${e}
        ) x ORDER BY at, kind`,
  );
}

export async function companyNameOf(db: Db, userId: number) {
  const [co] = await queryRows<{ name: string }>(
    db,
    sql`SELECT c.name FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId}`,
  );
  return co;
}

export async function statementReplyOf(db: Db, userId: number, month: string) {
  const [reply] = await queryRows<{ status: 'confirmed' | 'disputed'; note: string }>(
    db,
    sql`SELECT status, note FROM statement_replies WHERE user_id = ${userId} AND month = ${month}`,
  );
  return reply;
}

/** A later reply replaces the earlier one, with the closing figures it was given on. */
export async function upsertStatementReply(
  db: Db,
  userId: number,
  body: { month: string; status: 'confirmed' | 'disputed'; note: string },
  closing: { balance: number; owed: number },
) {
  await db.execute(sql`
    INSERT INTO statement_replies (user_id, month, status, note, closing_balance_fen, closing_owed_fen)
    VALUES (${userId}, ${body.month}, ${body.status}, ${body.note}, ${closing.balance}, ${closing.owed})
    ON CONFLICT (user_id, month) DO UPDATE SET status = excluded.status, note = excluded.note,
      closing_balance_fen = excluded.closing_balance_fen, closing_owed_fen = excluded.closing_owed_fen,
      updated_at = now()`);
}

/** Buyers with money activity in the month [s, e) or a reply, disputed first. */
export function adminStatementRows(
  db: Db,
  month: string,
  s: string,
  e: string,
  page: number,
  pageSize: number,
) {
  return queryRows<{
    user_id: number;
    company: string;
    status: 'confirmed' | 'disputed' | null;
    note: string | null;
    closing_balance_fen: string | null;
    closing_owed_fen: string | null;
    updated_at: Date | string | null;
    total: string;
  }>(
    db,
    sql`WITH active AS (
          SELECT user_id FROM user_money_log WHERE created_at >= ${s} AND created_at < ${e}
          UNION SELECT user_id FROM receivables WHERE created_at < ${e} AND (closed_at IS NULL OR closed_at >= ${s})
          UNION SELECT user_id FROM orders WHERE paid_at >= ${s} AND paid_at < ${e}
          UNION SELECT user_id FROM statement_replies WHERE month = ${month})
        SELECT a.user_id, c.name AS company, r.status, r.note, r.closing_balance_fen::text,
               r.closing_owed_fen::text, r.updated_at, count(*) OVER ()::text AS total
          FROM active a JOIN users u ON u.id = a.user_id JOIN companies c ON c.id = u.company_id
          LEFT JOIN statement_replies r ON r.user_id = a.user_id AND r.month = ${month}
         ORDER BY (r.status = 'disputed') DESC NULLS LAST, a.user_id
         LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
}
