import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { invoiceProviderOf } from '../../modules/invoice/invoice.provider';
import { issuePendingInvoices } from '../../modules/invoice/invoice.service';

/**
 * E-invoices of the demo orders that were received with an invoice asked for, issued through the
 * sandbox provider the way a receipt confirmation issues them, then dated to the day of receipt.
 */
export async function seedInvoices(db: Db): Promise<{ invoices: number }> {
  await db.execute(sql`
    INSERT INTO invoices (order_id, user_id, type, title, tax_no, amount_fen, status, created_at)
    SELECT id, user_id, invoice_type, invoice_title, invoice_tax_no, paid_fen, 'pending', done_at
      FROM orders WHERE status = 'done' AND invoice_type IN (1, 2)
    ON CONFLICT (order_id) DO NOTHING`);
  await db.execute(sql`
    INSERT INTO invoice_orders (invoice_id, order_id)
    SELECT id, order_id FROM invoices WHERE order_id IS NOT NULL ON CONFLICT DO NOTHING`);
  const provider = invoiceProviderOf({ INVOICE_PROVIDER: 'sandbox' });
  let issued = 0;
  for (;;) {
    const n = await issuePendingInvoices(db, provider, 200);
    issued += n;
    if (n === 0) break;
  }
  await db.execute(sql`UPDATE invoices SET issued_at = created_at + interval '3 minutes'`);
  return { invoices: issued };
}
