/**
 * 月度合并开票: one invoice for every order of a month (completed in that China month) that has no
 * invoice yet. invoice_orders.order_id is unique, so an order is invoiced at most once whichever
 * way it was asked (per order on receipt, or merged); the orders are locked first, so a receipt
 * confirmation or a second merged request running at the same time cannot invoice one twice.
 */
import { sql } from 'drizzle-orm';
import { fenToYuan, type Invoice, type MonthlyInvoicePreview } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { refused } from '../../lib/errors';
import { monthBounds } from '../credit/statement.service';
import { invoiceProfile } from './invoice.profile';
import { INVOICE_COLUMNS, toInvoice, type InvoiceRow } from './invoice.service';

interface OpenOrder {
  id: number;
  order_no: string;
  amount_fen: string;
  done_at: Date | string;
}

/** Completed orders of the month without an invoice; what each invoices is what was kept (paid less refunded). */
async function invoiceable(db: Db | Tx, userId: number, month: string, ids?: number[]) {
  const [start, end] = monthBounds(month);
  return queryRows<OpenOrder>(
    db,
    sql`SELECT o.id, o.order_no, o.done_at,
               (o.payable_fen - coalesce((SELECT sum(f.amount_fen) FROM order_refunds f WHERE f.order_id = o.id), 0))::text
                 AS amount_fen
          FROM orders o
         WHERE o.user_id = ${userId} AND o.status = 'done'
           AND o.done_at >= ${start.toISOString()} AND o.done_at < ${end.toISOString()}
           AND NOT EXISTS (SELECT 1 FROM invoice_orders io WHERE io.order_id = o.id)
           ${
             ids
               ? sql`AND o.id IN (${sql.join(
                   ids.map((id) => sql`${id}`),
                   sql`, `,
                 )})`
               : sql``
           }
         ORDER BY o.done_at, o.id`,
  );
}

export async function monthlyPreview(db: Db, userId: number, month: string): Promise<MonthlyInvoicePreview> {
  const rows = (await invoiceable(db, userId, month)).filter((r) => Number(r.amount_fen) > 0);
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

export async function requestMonthlyInvoice(db: Db, userId: number, b: MonthlyRequest): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const candidates = await invoiceable(tx, userId, b.month);
    if (candidates.length > 0)
      await tx.execute(
        sql`SELECT id FROM orders WHERE id IN (${sql.join(
          candidates.map((c) => sql`${c.id}`),
          sql`, `,
        )}) ORDER BY id FOR UPDATE`,
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
    if (open.length === 0) throw refused(`${b.month} 没有可开票的订单（已完成且尚未开票的订单）`);
    const amount = open.reduce((a, r) => a + Number(r.amount_fen), 0);
    const [inv] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO invoices (order_id, month, user_id, type, title, tax_no, reg_address, reg_phone,
                                bank_name, bank_account, amount_fen, status)
          VALUES (NULL, ${b.month}, ${userId}, ${b.type}, ${b.title}, ${b.tax_no}, ${b.reg_address},
                  ${b.reg_phone}, ${b.bank_name}, ${b.bank_account}, ${amount}, 'pending')
          RETURNING id`,
    );
    if (!inv) throw new Error('invoice insert returned nothing');
    await tx.execute(sql`
      INSERT INTO invoice_orders (invoice_id, order_id)
      VALUES ${sql.join(
        open.map((o) => sql`(${inv.id}, ${o.id})`),
        sql`, `,
      )}`);
    const [row] = await queryRows<InvoiceRow & { total: number }>(
      tx,
      sql`SELECT ${INVOICE_COLUMNS}, 1 AS total FROM invoices i LEFT JOIN orders o ON o.id = i.order_id
           WHERE i.id = ${inv.id}`,
    );
    if (!row) throw new Error('invoice read returned nothing');
    return toInvoice(row);
  });
}
