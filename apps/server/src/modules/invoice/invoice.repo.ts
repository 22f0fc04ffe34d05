/** SQL of e-invoices: the request when an order completes, the issuing queue, the buyer's reads. */
import { sql } from 'drizzle-orm';
import type { InvoiceQuery } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** The order's pending invoice (requestInvoice in invoice.service.ts says when and why). */
export async function insertOrderInvoice(tx: Tx, orderId: number): Promise<void> {
  // A 专票 carries the company's 开票资料 of this moment (注册地址, 电话, 开户行, 账号).
  await tx.execute(sql`
    WITH added AS (
      INSERT INTO invoices (order_id, user_id, type, title, tax_no, reg_address, reg_phone, bank_name,
                            bank_account, amount_fen, status)
      SELECT o.id, o.user_id, o.invoice_type, o.invoice_title, o.invoice_tax_no,
             coalesce(c.invoice_address, ''), coalesce(c.invoice_phone, ''), coalesce(c.invoice_bank, ''),
             coalesce(c.invoice_account, ''), o.paid_fen, 'pending'
        FROM orders o JOIN users u ON u.id = o.user_id JOIN companies c ON c.id = u.company_id
       WHERE o.id = ${orderId} AND o.invoice_type IN (1, 2) AND o.status = 'done'
         AND NOT EXISTS (SELECT 1 FROM invoice_orders WHERE order_id = o.id)
      ON CONFLICT (order_id) DO NOTHING
      RETURNING id, order_id)
    INSERT INTO invoice_orders (invoice_id, order_id) SELECT id, order_id FROM added`);
}

export interface PendingRow {
  id: number;
  order_no: string;
  type: number;
  title: string;
  tax_no: string;
  amount_fen: string | number;
}

/** Pending invoices, oldest first, claimed with SKIP LOCKED so several instances never take one twice. */
export async function claimPendingInvoices(tx: Tx, batch: number) {
  return queryRows<PendingRow>(
    tx,
    sql`SELECT i.id, coalesce(o.order_no, 'M' || i.month) AS order_no, i.type, i.title, i.tax_no, i.amount_fen
          FROM invoices i LEFT JOIN orders o ON o.id = i.order_id
         WHERE i.status = 'pending' ORDER BY i.id LIMIT ${batch}
         FOR UPDATE OF i SKIP LOCKED`,
  );
}

export async function markInvoiceIssued(tx: Tx, id: number, invoiceNo: string, providerName: string) {
  await tx.execute(sql`
    UPDATE invoices SET status = 'issued', invoice_no = ${invoiceNo}, provider = ${providerName},
           issued_at = now()
     WHERE id = ${id} AND status = 'pending'`);
}

export interface InvoiceRow {
  id: number;
  order_id: number | null;
  order_no: string | null;
  month: string | null;
  order_count: number;
  reg_address: string;
  reg_phone: string;
  bank_name: string;
  bank_account: string;
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

/** What every invoice read selects (i: invoices, o: its order when it is one order's). */
export const INVOICE_COLUMNS = sql`i.id, i.order_id, o.order_no, i.month, i.type, i.title, i.tax_no,
  i.reg_address, i.reg_phone, i.bank_name, i.bank_account, i.amount_fen, i.status, i.invoice_no,
  i.issued_at, i.created_at,
  (SELECT count(*)::int FROM invoice_orders io WHERE io.invoice_id = i.id) AS order_count`;

// Dates are the buyer's calendar days in China time.
const dayStart = (d: string) => `${d}T00:00:00+08:00`;
const dayEnd = (d: string) => `${d}T23:59:59.999+08:00`;

/** A page of the buyer's invoices, newest first, by order number and issue (or request) date. */
export async function invoicePage(db: Db, userId: number, q: InvoiceQuery) {
  return queryRows<InvoiceRow>(
    db,
    sql`SELECT ${INVOICE_COLUMNS}, count(*) OVER () AS total
          FROM invoices i LEFT JOIN orders o ON o.id = i.order_id
         WHERE i.user_id = ${userId}
           ${
             q.order_no
               ? sql`AND EXISTS (SELECT 1 FROM invoice_orders io JOIN orders c ON c.id = io.order_id
                                  WHERE io.invoice_id = i.id
                                    AND c.order_no LIKE ${`%${q.order_no.replace(/[\\%_]/g, '\\$&')}%`})`
               : sql``
           }
           ${q.start_date ? sql`AND i.created_at >= ${dayStart(q.start_date)}` : sql``}
           ${q.end_date ? sql`AND i.created_at <= ${dayEnd(q.end_date)}` : sql``}
         ORDER BY i.created_at DESC, i.id DESC
         LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  );
}

/** One invoice of this buyer, with the shipping fees of its orders (what its PDF prints). */
export async function findMyInvoice(db: Db, userId: number, id: number) {
  const rows = await queryRows<InvoiceRow & { shipping_fee_fen: string | number }>(
    db,
    sql`SELECT ${INVOICE_COLUMNS}, 1 AS total,
               (SELECT coalesce(sum(c.shipping_fee_fen), 0) FROM invoice_orders io
                  JOIN orders c ON c.id = io.order_id WHERE io.invoice_id = i.id) AS shipping_fee_fen
          FROM invoices i LEFT JOIN orders o ON o.id = i.order_id
         WHERE i.id = ${id} AND i.user_id = ${userId}`,
  );
  return rows[0];
}

/** The goods lines of the invoice's orders, net of their share of discounts. */
export const invoiceLines = (db: Db, invoiceId: number) =>
  queryRows<InvoiceLineRow>(
    db,
    sql`SELECT l.name, l.ypgg, l.bzdw, l.number,
               l.total_fen - l.manjian_share_fen - l.coupon_share_fen AS amount_fen
          FROM order_lines l JOIN invoice_orders io ON io.order_id = l.order_id
         WHERE io.invoice_id = ${invoiceId} ORDER BY l.order_id, l.id`,
  );
