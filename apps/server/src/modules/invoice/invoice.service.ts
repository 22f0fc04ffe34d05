import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  fenToYuan,
  INVOICE_STATUS_TEXT,
  INVOICE_TYPE_TEXT,
  type Invoice,
  type InvoiceQuery,
} from '@shop/shared';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound, refused } from '../../lib/errors';
import { invoiceProviderOf, type InvoiceProvider } from './invoice.provider';

/**
 * Asks for the order's e-invoice, inside the transaction that completes the order: a pending row
 * for an order that chose 普通发票 or 专用发票 (none otherwise). The unique order_id makes a repeat
 * a no-op. The amount is what the buyer paid.
 */
export async function requestInvoice(tx: Tx, orderId: number): Promise<void> {
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
      sql`SELECT i.id, coalesce(o.order_no, 'M' || i.month) AS order_no, i.type, i.title, i.tax_no, i.amount_fen
            FROM invoices i LEFT JOIN orders o ON o.id = i.order_id
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

const iso = (t: Date | string) => new Date(t).toISOString();

export function toInvoice(r: InvoiceRow): Invoice {
  const type = r.type === 2 ? 2 : 1;
  return {
    id: r.id,
    order_id: r.order_id ?? 0,
    order_no: r.order_no ?? `${r.month ?? ''} 月度合并（${r.order_count}单）`,
    month: r.month,
    order_count: r.order_count,
    reg_address: r.reg_address,
    reg_phone: r.reg_phone,
    bank_name: r.bank_name,
    bank_account: r.bank_account,
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
    sql`SELECT ${INVOICE_COLUMNS}, 1 AS total,
               (SELECT coalesce(sum(c.shipping_fee_fen), 0) FROM invoice_orders io
                  JOIN orders c ON c.id = io.order_id WHERE io.invoice_id = i.id) AS shipping_fee_fen
          FROM invoices i LEFT JOIN orders o ON o.id = i.order_id
         WHERE i.id = ${id} AND i.user_id = ${userId}`,
  );
  const row = rows[0];
  if (!row) throw notFound('发票不存在');
  if (row.status !== 'issued') throw refused('发票正在开具中，请稍后再查看');
  const lines = await queryRows<InvoiceLineRow>(
    db,
    sql`SELECT l.name, l.ypgg, l.bzdw, l.number,
               l.total_fen - l.manjian_share_fen - l.coupon_share_fen AS amount_fen
          FROM order_lines l JOIN invoice_orders io ON io.order_id = l.order_id
         WHERE io.invoice_id = ${row.id} ORDER BY l.order_id, l.id`,
  );
  return {
    invoice: toInvoice(row),
    shippingFeeFen: Number(row.shipping_fee_fen),
    lines: lines.map((l) => ({ ...l, amount_fen: Number(l.amount_fen) })),
  };
}

/**
 * Issues what is pending right after the order completes, so the buyer finds the invoice at once;
 * if the provider fails, the periodic pass in server.ts retries and the buyer's request still succeeds.
 */
export async function issueInvoicesNow(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  try {
    await issuePendingInvoices(db, invoiceProviderOf(config));
  } catch (err) {
    log.error({ err }, 'e-invoice issuing failed; the periodic pass will retry');
  }
}
