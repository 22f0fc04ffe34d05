/**
 * 对账单: one buyer, one calendar month (China time). Two running figures: the wallet balance and
 * what is owed on credit. Opening = the figures at the month's first instant; every balance
 * movement (money log) and every receivable movement (a credit order, a repayment allocation, a
 * credit note) of the month is a line; closing = opening + lines. Orders paid in full by other
 * means, and refunds paid out through the gateway or by bank, are listed for reconciliation with
 * no effect on either figure (a refund to the balance is a money-log line like any other).
 */
import { MONEY_USE_TYPE_TEXT, PAY_TYPE_TEXT, fenToYuan, type MoneyUseType } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { figuresRowAt, statementLineRows } from './statement.repo';

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
  const r = await figuresRowAt(db, userId, t);
  return { balance: Number(r?.balance ?? 0), owed: Number(r?.owed ?? 0) };
}

export async function statementOf(db: Db | Tx, userId: number, month: string): Promise<Statement> {
  const [start, end] = monthBounds(month);
  const s = start.toISOString();
  const e = end.toISOString();
  const rows = await statementLineRows(db, userId, s, e);
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
