import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * One e-invoice per order that asked for one (orders.invoice_type 1 or 2), or one 月度合并发票 over
 * a month's completed orders (order_id null, month set). The row is written 'pending' in the
 * transaction that completes the order (or takes the merged request), then the provider issues it:
 * a crash between the two leaves a pending row that the next issuing pass picks up, never a lost
 * invoice. A 专票 keeps the 开票资料 it was asked with (address, phone, bank, account).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    /** YYYY-MM (China) of a merged monthly invoice; null for one order's. */
    month: text('month'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull(),
    regAddress: text('reg_address').notNull().default(''),
    regPhone: text('reg_phone').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    amountFen: fen('amount_fen').notNull(),
    status: text('status', { enum: ['pending', 'issued'] }).notNull(),
    invoiceNo: text('invoice_no').notNull().default(''),
    provider: text('provider').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_order_uq').on(t.orderId),
    // One merged invoice per buyer and month, whoever asks (the buyer or finance); per-order invoices have no month.
    uniqueIndex('invoices_month_uq').on(t.userId, t.month),
    index('invoices_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The orders an invoice covers (one for a per-order invoice, many for a merged one). order_id is
 * unique: an order is invoiced at most once, whichever way it was asked for.
 */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
  },
  (t) => [
    uniqueIndex('invoice_orders_order_uq').on(t.orderId),
    index('invoice_orders_invoice_idx').on(t.invoiceId),
  ],
);
