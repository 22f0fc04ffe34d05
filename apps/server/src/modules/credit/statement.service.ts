/**
 * 对账单: one buyer, one calendar month (China time). Two running figures: the wallet balance and
 * what is owed on credit. Opening = the figures at the month's first instant; every balance
 * movement (money log) and every receivable movement (a credit order, a repayment allocation, a
 * credit note) of the month is a line; closing = opening + lines. Orders paid in full by other
 * means, and refunds paid out through the gateway or by bank, are listed for reconciliation with
 * no effect on either figure (a refund to the balance is a money-log line like any other).
 */
import { sql } from 'drizzle-orm';
import { MONEY_USE_TYPE_TEXT, PAY_TYPE_TEXT, fenToYuan, type MoneyUseType, type PayType } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface StatementLine {
  at: string;
  kind: 'balance' | 'receivable' | 'order';
  text: string;
  order_no: string;
  balance_delta: number;
  owed_delta: number;
  /** For order lines: the order's amount and how it was paid. */
  amount: number;
}

export interface Statement {
  month: string;
  opening: { balance: number; owed: number };
  closing: { balance: number; owed: number };
  lines: StatementLine[];
}

/** China month bounds as instants: '2026-11' → [2026-10-31T16:00Z, 2026-11-30T16:00Z). */
export function monthBounds(month: string): [Date, Date] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1, 1) - 8 * 3_600_000);
  const end = new Date(Date.UTC(y, m, 1) - 8 * 3_600_000);
  return [start, end];
}

export const nextMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The figures at an instant, from today's figures less everything logged since. */
async function figuresAt(db: Db | Tx, userId: number, at: Date) {
  const t = at.toISOString();
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
  return { balance: Number(r?.balance ?? 0), owed: Number(r?.owed ?? 0) };
}

interface LineRow {
  at: Date | string;
  kind: StatementLine['kind'];
  use_type: number | null;
  pay_type: PayType | null;
  remark: string;
  order_no: string | null;
  balance_delta: string;
  owed_delta: string;
  amount: string;
}

export async function statementOf(db: Db | Tx, userId: number, month: string): Promise<Statement> {
  const [start, end] = monthBounds(month);
  const s = start.toISOString();
  const e = end.toISOString();
  const rows = await queryRows<LineRow>(
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
  const opening = await figuresAt(db, userId, start);
  const lines = rows.map((r): StatementLine => ({
    at: new Date(r.at).toISOString(),
    kind: r.kind,
    text:
      r.kind === 'balance'
        ? `${MONEY_USE_TYPE_TEXT[r.use_type as MoneyUseType] ?? '其他'}${r.remark ? `：${r.remark}` : ''}`
        : r.kind === 'order' && r.pay_type
          ? `订单付款（${PAY_TYPE_TEXT[r.pay_type]}）`
          : r.remark,
    order_no: r.order_no ?? '',
    balance_delta: Number(r.balance_delta),
    owed_delta: Number(r.owed_delta),
    amount: Number(r.amount),
  }));
  const closing = {
    balance: opening.balance + lines.reduce((a, l) => a + l.balance_delta, 0),
    owed: opening.owed + lines.reduce((a, l) => a + l.owed_delta, 0),
  };
  return { month, opening, closing, lines };
}

export const yuanFigures = (f: { balance: number; owed: number }) => ({
  balance: fenToYuan(f.balance),
  owed: fenToYuan(f.owed),
});
