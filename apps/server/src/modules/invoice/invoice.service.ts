import { sql } from 'drizzle-orm';
import {
  fenToYuan,
  INVOICE_STATUS_TEXT,
  INVOICE_TYPE_TEXT,
  type Invoice,
  type InvoiceQuery,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound, refused } from '../../lib/errors';
import type { InvoiceProvider } from './invoice.provider';

/**
 * Asks for the order's e-invoice, inside the transaction that completes the order: a pending row
 * for an order that chose 普通发票 or 专用发票 (none otherwise). The unique order_id makes a repeat
 * a no-op. The amount is what the buyer paid.
 */
export async function requestInvoice(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO invoices (order_id, user_id, type, title, tax_no, amount_fen, status)
    SELECT id, user_id, invoice_type, invoice_title, invoice_tax_no, paid_fen, 'pending'
      FROM orders WHERE id = ${orderId} AND invoice_type IN (1, 2) AND status = 'done'
    ON CONFLICT (order_id) DO NOTHING`);
}

interface PendingRow {
  id: number;
  order_no: string;
  type: number;
  title: string;
  tax_no: string;
  amount_fen: string | number;
}

/**
 * Issues pending invoices through the provider; returns how many. Rows are claimed with SKIP
 * LOCKED, so several instances never issue one invoice twice, and a provider failure leaves the
 * row pending for the next pass.
 */
export async function issuePendingInvoices(db: Db, provider: InvoiceProvider, batch = 20): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<PendingRow>(
      tx,
      sql`SELECT i.id, o.order_no, i.type, i.title, i.tax_no, i.amount_fen
            FROM invoices i JOIN orders o ON o.id = i.order_id
           WHERE i.status = 'pending' ORDER BY i.id LIMIT ${batch}
           FOR UPDATE OF i SKIP LOCKED`,
    );
    for (const r of rows) {
      const { invoiceNo } = await provider.issue({
        id: r.id,
        orderNo: r.order_no,
        type: r.type,
        title: r.title,
        taxNo: r.tax_no,
        amountFen: Number(r.amount_fen),
      });
      await tx.execute(sql`
        UPDATE invoices SET status = 'issued', invoice_no = ${invoiceNo}, provider = ${provider.name},
               issued_at = now()
         WHERE id = ${r.id} AND status = 'pending'`);
    }
    return rows.length;
  });
}

interface InvoiceRow {
  id: number;
  order_id: number;
  order_no: string;
  type: number;
  title: string;
  tax_no: string;
  amount_fen: string | number;
  status: 'pending' | 'issued';
  invoice_no: string;
  issued_at: Date | string | null;
  created_at: Date | string;
  total: string | number;
}

export interface InvoiceLineRow {
  name: string;
  ypgg: string;
  bzdw: string;
  number: number;
  amount_fen: number;
}

const iso = (t: Date | string) => new Date(t).toISOString();

function toInvoice(r: InvoiceRow): Invoice {
  const type = r.type === 2 ? 2 : 1;
  return {
    id: r.id,
    order_id: r.order_id,
    order_no: r.order_no,
    type,
    type_text: INVOICE_TYPE_TEXT[type],
    title: r.title,
    tax_no: r.tax_no,
    amount: fenToYuan(Number(r.amount_fen)),
    status: r.status,
    status_text: INVOICE_STATUS_TEXT[r.status],
    invoice_no: r.invoice_no,
    issued_at: r.issued_at ? iso(r.issued_at) : null,
    created_at: iso(r.created_at),
  };
}

// Dates are the buyer's calendar days in China time.
const dayStart = (d: string) => `${d}T00:00:00+08:00`;
const dayEnd = (d: string) => `${d}T23:59:59.999+08:00`;

/** The buyer's invoices, newest first, by order number and issue (or request) date. */
export async function listMyInvoices(db: Db, userId: number, q: InvoiceQuery) {
  const rows = await queryRows<InvoiceRow>(
    db,
    sql`SELECT i.id, i.order_id, o.order_no, i.type, i.title, i.tax_no, i.amount_fen, i.status,
               i.invoice_no, i.issued_at, i.created_at, count(*) OVER () AS total
          FROM invoices i JOIN orders o ON o.id = i.order_id
         WHERE i.user_id = ${userId}
           ${q.order_no ? sql`AND o.order_no LIKE ${`%${q.order_no.replace(/[\\%_]/g, '\\$&')}%`}` : sql``}
           ${q.start_date ? sql`AND i.created_at >= ${dayStart(q.start_date)}` : sql``}
           ${q.end_date ? sql`AND i.created_at <= ${dayEnd(q.end_date)}` : sql``}
         ORDER BY i.created_at DESC, i.id DESC
         LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  );
  return {
    list: rows.map(toInvoice),
    total: Number(rows[0]?.total ?? 0),
    page: q.page,
    page_size: q.page_size,
  };
}

/** One issued invoice of this buyer, with what its PDF prints; anyone else's is 不存在. */
export async function myIssuedInvoice(db: Db, userId: number, id: number) {
  const rows = await queryRows<InvoiceRow & { shipping_fee_fen: string | number }>(
    db,
    sql`SELECT i.id, i.order_id, o.order_no, i.type, i.title, i.tax_no, i.amount_fen, i.status,
               i.invoice_no, i.issued_at, i.created_at, 1 AS total, o.shipping_fee_fen
          FROM invoices i JOIN orders o ON o.id = i.order_id
         WHERE i.id = ${id} AND i.user_id = ${userId}`,
  );
  const row = rows[0];
  if (!row) throw notFound('发票不存在');
  if (row.status !== 'issued') throw refused('发票正在开具中，请稍后再查看');
  const lines = await queryRows<InvoiceLineRow>(
    db,
    sql`SELECT name, ypgg, bzdw, number,
               total_fen - manjian_share_fen - coupon_share_fen AS amount_fen
          FROM order_lines WHERE order_id = ${row.order_id} ORDER BY id`,
  );
  return {
    invoice: toInvoice(row),
    shippingFeeFen: Number(row.shipping_fee_fen),
    lines: lines.map((l) => ({ ...l, amount_fen: Number(l.amount_fen) })),
  };
}
