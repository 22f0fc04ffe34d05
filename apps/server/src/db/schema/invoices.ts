import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * One e-invoice per order that asked for one (orders.invoice_type 1 or 2). The row is written
 * 'pending' in the transaction that completes the order, then the provider issues it: a crash
 * between the two leaves a pending row that the next issuing pass picks up, never a lost invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull(),
    amountFen: fen('amount_fen').notNull(),
    status: text('status', { enum: ['pending', 'issued'] }).notNull(),
    invoiceNo: text('invoice_no').notNull().default(''),
    provider: text('provider').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_order_uq').on(t.orderId),
    index('invoices_user_idx').on(t.userId, t.createdAt),
  ],
);
