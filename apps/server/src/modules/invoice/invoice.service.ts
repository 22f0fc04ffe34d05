import type { FastifyBaseLogger } from 'fastify';
import {
  fenToYuan,
  INVOICE_STATUS_TEXT,
  INVOICE_TYPE_TEXT,
  type Invoice,
  type InvoiceQuery,
} from '@shop/shared';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { invoiceProviderOf, type InvoiceProvider } from './invoice.provider';
import {
  claimPendingInvoices,
  findMyInvoice,
  insertOrderInvoice,
  invoiceLines,
  invoicePage,
  markInvoiceIssued,
  type InvoiceRow,
} from './invoice.repo';

export type { InvoiceLineRow, InvoiceRow } from './invoice.repo';

/**
 * Asks for the order's e-invoice, inside the transaction that completes the order: a pending row
 * for an order that chose 普通发票 or 专用发票 (none otherwise). The unique order_id makes a repeat
 * a no-op. The amount is what the buyer paid.
 */
export async function requestInvoice(tx: Tx, orderId: number): Promise<void> {
  await insertOrderInvoice(tx, orderId);
}

/**
 * Issues pending invoices through the provider; returns how many. Rows are claimed with SKIP
 * LOCKED, so several instances never issue one invoice twice, and a provider failure leaves the
 * row pending for the next pass.
 */
export async function issuePendingInvoices(db: Db, provider: InvoiceProvider, batch = 20): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await claimPendingInvoices(tx, batch);
    for (const r of rows) {
      const { invoiceNo } = await provider.issue({
        id: r.id,
        orderNo: r.order_no,
        type: r.type,
        title: r.title,
        taxNo: r.tax_no,
        amountFen: Number(r.amount_fen),
      });
      await markInvoiceIssued(tx, r.id, invoiceNo, provider.name);
    }
    return rows.length;
  });
}

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

/** The buyer's invoices, newest first, by order number and issue (or request) date. */
export async function listMyInvoices(db: Db, userId: number, q: InvoiceQuery) {
  const rows = await invoicePage(db, userId, q);
  return {
    list: rows.map(toInvoice),
    total: Number(rows[0]?.total ?? 0),
    page: q.page,
    page_size: q.page_size,
  };
}

/** One issued invoice of this buyer, with what its PDF prints; anyone else's is 不存在. */
export async function myIssuedInvoice(db: Db, userId: number, id: number) {
  const row = await findMyInvoice(db, userId, id);
  if (!row) throw notFound('发票不存在');
  if (row.status !== 'issued') throw refused('发票正在开具中，请稍后再查看');
  const lines = await invoiceLines(db, row.id);
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
