/** SQL of 月度合并开票: the month's orders not invoiced yet, and the merged invoice over them. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryChecked, queryRows } from '../../db/query';
import type { MonthlyRequest } from './invoice.monthly';
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice.repo';

const OpenOrderRow = z.object({
  id: z.number(),
  order_no: z.string(),
  /** What the order invoices: paid less refunded (fen, as text: bigint arithmetic). */
  amount_fen: z.string(),
  done_at: z.union([z.date(), z.string()]),
});
export type OpenOrder = z.infer<typeof OpenOrderRow>;

const inList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The buyer's orders completed in [start, end) with no invoice yet, optionally only these ids. */
export function invoiceableOrders(db: Db | Tx, userId: number, start: Date, end: Date, ids?: number[]) {
  return queryChecked(
    db,
    OpenOrderRow,
    sql`SELECT o.id, o.order_no, o.done_at,
               (o.payable_fen - coalesce((SELECT sum(f.amount_fen) FROM order_refunds f WHERE f.order_id = o.id), 0))::text
                 AS amount_fen
          FROM orders o
         WHERE o.user_id = ${userId} AND o.status = 'done'
           AND o.done_at >= ${start.toISOString()} AND o.done_at < ${end.toISOString()}
           AND NOT EXISTS (SELECT 1 FROM invoice_orders io WHERE io.order_id = o.id)
           ${ids ? sql`AND o.id IN (${inList(ids)})` : sql``}
         ORDER BY o.done_at, o.id`,
  );
}

/** Locks the orders in id order (the order every locker takes them in, so none deadlocks). */
export async function lockOrders(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length > 0)
    await tx.execute(sql`SELECT id FROM orders WHERE id IN (${inList(ids)}) ORDER BY id FOR UPDATE`);
}

const IdRow = z.object({ id: z.number() });

const MonthInvoiceRow = z.object({ id: z.number(), status: z.string() });

/** The buyer's merged invoice of the month, if one was asked for (one per buyer and month). */
export async function findMonthlyInvoice(tx: Db | Tx, userId: number, month: string) {
  const [row] = await queryChecked(
    tx,
    MonthInvoiceRow,
    sql`SELECT id, status FROM invoices WHERE user_id = ${userId} AND month = ${month}`,
  );
  return row ?? null;
}

/** The merged invoice (no single order: order_id NULL, month set) and its invoice_orders rows. */
export async function insertMonthlyInvoice(
  tx: Tx,
  userId: number,
  b: MonthlyRequest,
  amountFen: number,
  orderIds: number[],
): Promise<number> {
  const [inv] = await queryChecked(
    tx,
    IdRow,
    sql`INSERT INTO invoices (order_id, month, user_id, type, title, tax_no, reg_address, reg_phone,
                              bank_name, bank_account, amount_fen, status)
        VALUES (NULL, ${b.month}, ${userId}, ${b.type}, ${b.title}, ${b.tax_no}, ${b.reg_address},
                ${b.reg_phone}, ${b.bank_name}, ${b.bank_account}, ${amountFen}, 'pending')
        RETURNING id`,
  );
  if (!inv) throw new Error('invoice insert returned nothing');
  await tx.execute(sql`
    INSERT INTO invoice_orders (invoice_id, order_id)
    VALUES ${sql.join(
      orderIds.map((id) => sql`(${inv.id}, ${id})`),
      sql`, `,
    )}`);
  return inv.id;
}

export async function findInvoiceRow(tx: Db | Tx, id: number): Promise<InvoiceRow | null> {
  const [row] = await queryRows<InvoiceRow>(
    tx,
    sql`SELECT ${INVOICE_COLUMNS}, 1 AS total FROM invoices i LEFT JOIN orders o ON o.id = i.order_id
         WHERE i.id = ${id}`,
  );
  return row ?? null;
}
