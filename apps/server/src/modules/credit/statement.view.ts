/** 对账单 as the buyer sees it, downloads, the buyer's reply, and finance's list of statuses. */
import { STATEMENT_STATUS_TEXT, fenToYuan, type Statement } from '@shop/shared';
import type { Db } from '../../db/client';
import { chinaDay } from '../../lib/china-day';
import { refused } from '../../lib/errors';
import { drawTable, renderPdf, type PdfColumn } from '../../lib/pdf/index';
import type { FastifyReply } from 'fastify';
import { XLSX_TYPE, sendFile, toXlsx, type XlsxColumn } from '../../lib/xlsx';
import { adminStatementRows, companyNameOf, statementReplyOf, upsertStatementReply } from './statement.repo';
import { monthBounds, statementOf, yuanFigures } from './statement.service';

const currentMonth = () => chinaDay().slice(0, 7);

/** The last 12 months up to now, newest first. */
function recentMonths(): string[] {
  const [y, m] = currentMonth().split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

export async function buyerStatement(db: Db, userId: number, month = currentMonth()): Promise<Statement> {
  if (month > currentMonth()) throw refused('该月份的对账单尚未生成');
  const [s, co, reply] = await Promise.all([
    statementOf(db, userId, month),
    companyNameOf(db, userId),
    statementReplyOf(db, userId, month),
  ]);
  const status = reply?.status ?? 'open';
  return {
    month,
    company: co?.name ?? '',
    opening: yuanFigures(s.opening),
    closing: yuanFigures(s.closing),
    lines: s.lines.map((l) => ({
      ...l,
      balance_delta: fenToYuan(l.balance_delta),
      owed_delta: fenToYuan(l.owed_delta),
      amount: fenToYuan(l.amount),
    })),
    status,
    status_text: STATEMENT_STATUS_TEXT[status],
    reply_note: reply?.note ?? '',
    months: recentMonths(),
  };
}

/** Confirm or dispute; a later reply replaces the earlier one (a dispute may be settled and confirmed). */
export async function replyStatement(
  db: Db,
  userId: number,
  body: { month: string; status: 'confirmed' | 'disputed'; note: string },
) {
  if (body.month > currentMonth()) throw refused('该月份的对账单尚未生成');
  const s = await statementOf(db, userId, body.month);
  await upsertStatementReply(db, userId, body, s.closing);
  return buyerStatement(db, userId, body.month);
}

type Line = Statement['lines'][number];
const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' });
const XLSX_COLUMNS: XlsxColumn<Line>[] = [
  { header: '时间', width: 20, value: (l) => when(l.at) },
  { header: '摘要', width: 40, value: (l) => l.text },
  { header: '订单号', width: 24, value: (l) => l.order_no },
  { header: '金额', width: 12, value: (l) => Number(l.amount) },
  { header: '余额变动', width: 12, value: (l) => Number(l.balance_delta) },
  { header: '欠款变动', width: 12, value: (l) => Number(l.owed_delta) },
];

export async function statementXlsx(s: Statement): Promise<Buffer> {
  const head: Line = {
    at: monthBounds(s.month)[0].toISOString(),
    kind: 'balance',
    text: `期初：余额 ¥${s.opening.balance}，账期欠款 ¥${s.opening.owed}`,
    order_no: '',
    balance_delta: '0.00',
    owed_delta: '0.00',
    amount: '0.00',
  };
  const tail: Line = {
    ...head,
    at: new Date(monthBounds(s.month)[1].getTime() - 1000).toISOString(),
    text: `期末：余额 ¥${s.closing.balance}，账期欠款 ¥${s.closing.owed}`,
  };
  return toXlsx(`对账单${s.month}`, XLSX_COLUMNS, [head, ...s.lines, tail]);
}

const PDF_COLUMNS: PdfColumn[] = [
  { title: '时间', width: 105 },
  { title: '摘要', width: 190 },
  { title: '订单号', width: 120 },
  { title: '金额', width: 70, align: 'right' },
  { title: '余额变动', width: 70, align: 'right' },
  { title: '欠款变动', width: 70, align: 'right' },
];

export function statementPdf(s: Statement): Promise<Buffer> {
  return renderPdf({ title: `对账单 ${s.month}`, layout: 'landscape' }, (doc) => {
    doc.font('cjk-bold').fontSize(16).text(`${s.company} ${s.month} 对账单`, { align: 'center' });
    doc.moveDown(0.4).font('cjk').fontSize(9);
    doc.text(`期初余额 ¥${s.opening.balance}    期初账期欠款 ¥${s.opening.owed}    状态：${s.status_text}`);
    doc.moveDown(0.4);
    drawTable(
      doc,
      PDF_COLUMNS,
      s.lines.map((l) => [when(l.at), l.text, l.order_no, l.amount, l.balance_delta, l.owed_delta]),
    );
    doc.text(`期末余额 ¥${s.closing.balance}    期末账期欠款 ¥${s.closing.owed}`, { align: 'right' });
  });
}

/** A statement as a file named for its company and month: the buyer's own, or a store's for its head office. */
export async function sendStatement(reply: FastifyReply, s: Statement, format: 'pdf' | 'xlsx') {
  const name = `对账单-${s.company}-${s.month}`;
  if (format === 'xlsx') return sendFile(reply, await statementXlsx(s), `${name}.xlsx`, XLSX_TYPE);
  return sendFile(reply, await statementPdf(s), `${name}.pdf`, 'application/pdf');
}

/** Every buyer with money activity in the month, or who replied, with the reply's status. */
export async function adminStatements(db: Db, month: string, page: number, pageSize: number) {
  const [s, e] = monthBounds(month).map((d) => d.toISOString()) as [string, string];
  const rows = await adminStatementRows(db, month, s, e, page, pageSize);
  return {
    list: rows.map((r) => {
      const status: Statement['status'] = r.status ?? 'open';
      return {
        user_id: r.user_id,
        company: r.company,
        status,
        status_text: STATEMENT_STATUS_TEXT[status],
        note: r.note ?? '',
        closing_balance: r.closing_balance_fen === null ? null : fenToYuan(Number(r.closing_balance_fen)),
        closing_owed: r.closing_owed_fen === null ? null : fenToYuan(Number(r.closing_owed_fen)),
        replied_at: r.updated_at === null ? null : new Date(r.updated_at).toISOString(),
      };
    }),
    total: Number(rows[0]?.total ?? 0),
    page,
    page_size: pageSize,
  };
}
