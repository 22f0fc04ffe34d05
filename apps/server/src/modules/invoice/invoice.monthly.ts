/**
 * 月度合并开票: one invoice for every order of a month (completed in that China month) that has no
 * invoice yet. invoice_orders.order_id is unique, so an order is invoiced at most once whichever
 * way it was asked (per order on receipt, or merged); the orders are locked first, so a receipt
 * confirmation or a second merged request running at the same time cannot invoice one twice.
 */
import { fenToYuan, type Invoice, type MonthlyInvoicePreview } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { refused, type AppError } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { monthBounds } from '../credit/statement.service';
import {
  findInvoiceRow,
  findMonthlyInvoice,
  insertMonthlyInvoice,
  invoiceableOrders,
  lockOrders,
} from './invoice-monthly.repo';
import { invoiceProfile } from './invoice.profile';
import { toInvoice } from './invoice.service';

/** Completed orders of the month without an invoice; what each invoices is what was kept (paid less refunded). */
function invoiceable(db: Db | Tx, userId: number, month: string, ids?: number[]) {
  const [start, end] = monthBounds(month);
  return invoiceableOrders(db, userId, start, end, ids);
}

export async function monthlyPreview(db: Db, userId: number, month: string): Promise<MonthlyInvoicePreview> {
  const rows = (await invoiceable(db, userId, month)).filter((r) => Number(r.amount_fen) > 0);
  const asked = await findMonthlyInvoice(db, userId, month);
  const invoice = asked ? await findInvoiceRow(db, asked.id) : null;
  return {
    month,
    orders: rows.map((r) => ({
      id: r.id,
      order_no: r.order_no,
      amount: fenToYuan(Number(r.amount_fen)),
      done_at: new Date(r.done_at).toISOString(),
    })),
    amount: fenToYuan(rows.reduce((a, r) => a + Number(r.amount_fen), 0)),
    profile: await invoiceProfile(db, userId),
    invoice: invoice ? toInvoice(invoice) : null,
  };
}

export interface MonthlyRequest {
  month: string;
  type: number;
  title: string;
  tax_no: string;
  reg_address: string;
  reg_phone: string;
  bank_name: string;
  bank_account: string;
}

/**
 * Who asks: the buyer (refusals are the 温馨提示 alert), or finance for the buyer (audited; a
 * refusal is a 422 on the form, as the back office shows every refusal of a form).
 */
export interface MonthlyAsker {
  actor?: Actor;
  refuse?: (msg: string) => AppError;
}

export async function requestMonthlyInvoice(
  db: Db,
  userId: number,
  b: MonthlyRequest,
  asker: MonthlyAsker = {},
): Promise<Invoice> {
  const refuse = asker.refuse ?? refused;
  return db.transaction(async (tx) => {
    const candidates = await invoiceable(tx, userId, b.month);
    await lockOrders(
      tx,
      candidates.map((c) => c.id),
    );
    // A fresh statement after the locks: what another request or a receipt invoiced meanwhile is out.
    const open =
      candidates.length > 0
        ? (
            await invoiceable(
              tx,
              userId,
              b.month,
              candidates.map((c) => c.id),
            )
          ).filter((r) => Number(r.amount_fen) > 0)
        : [];
    // Read after the locks: a request that ran meanwhile has committed its invoice by now.
    if (await findMonthlyInvoice(tx, userId, b.month))
      throw refuse(`${b.month} 已申请过月度合并发票，不能重复申请`);
    if (open.length === 0) throw refuse(`${b.month} 没有可开票的订单（已完成且尚未开票的订单）`);
    const amount = open.reduce((a, r) => a + Number(r.amount_fen), 0);
    const orderIds = open.map((o) => o.id);
    const id = await insertMonthlyInvoice(tx, userId, b, amount, orderIds);
    const row = await findInvoiceRow(tx, id);
    if (!row) throw new Error('invoice read returned nothing');
    const invoice = toInvoice(row);
    if (asker.actor)
      await audit(tx, asker.actor, {
        action: 'finance.invoice',
        targetType: 'invoice',
        targetId: id,
        summary: `代 ${b.title} 申请 ${b.month} 月度合并${b.type === 2 ? '专票' : '普票'}，${orderIds.length} 笔订单 ¥${invoice.amount}`,
        after: { month: b.month, type: b.type, title: b.title, tax_no: b.tax_no, amount: invoice.amount },
      });
    return invoice;
  });
}
