import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { uploads } from './uploads';
import { users } from './users';

/**
 * The signed arrival receipt (签收回执) of an ephedrine order: ephedrine sales are traced to the
 * buyer's signature, and an overdue receipt blocks the buyer's next ephedrine order. A buyer may
 * replace the picture; the row keeps the latest.
 */
export const ephedrineReceipts = pgTable('ephedrine_receipts', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  uploadId: integer('upload_id')
    .notNull()
    .references(() => uploads.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
