import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { goods, goodsLots } from './catalog';
import { createdAt, fen } from './columns';
import { orderLineLots, orderLines, orders } from './orders';
import { users } from './users';

/**
 * 退货 / 售后 request on a received order. Status moves only forward by conditional updates:
 * pending → approved → shipped → received → refunded, or pending → rejected.
 */
export const aftersales = pgTable(
  'aftersales',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['return', 'damaged', 'wrong', 'near_expiry', 'quality'] }).notNull(),
    status: text('status', {
      enum: ['pending', 'approved', 'shipped', 'received', 'refunded', 'rejected'],
    })
      .notNull()
      .default('pending'),
    reason: text('reason').notNull(),
    imageIds: integer('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** What goes back to the balance: the lines' share of what the buyer actually paid. */
    refundFen: fen('refund_fen').notNull(),
    returnAddress: text('return_address').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('aftersales_user_idx').on(t.userId, t.createdAt),
    index('aftersales_order_idx').on(t.orderId),
    index('aftersales_status_idx').on(t.status, t.createdAt),
    check('aftersales_refund_nonneg', sql`${t.refundFen} >= 0`),
  ],
);

/** One lot of one order line being returned; the lot is where the stock goes back. */
export const aftersaleLines = pgTable(
  'aftersale_lines',
  {
    id: serial('id').primaryKey(),
    aftersaleId: integer('aftersale_id')
      .notNull()
      .references(() => aftersales.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    orderLineLotId: integer('order_line_lot_id')
      .notNull()
      .references(() => orderLineLots.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    lotId: integer('lot_id')
      .notNull()
      .references(() => goodsLots.id),
    number: integer('number').notNull(),
    amountFen: fen('amount_fen').notNull(),
  },
  (t) => [
    index('aftersale_lines_req_idx').on(t.aftersaleId),
    index('aftersale_lines_lot_idx').on(t.orderLineLotId),
    check('aftersale_lines_pos', sql`${t.number} > 0`),
  ],
);

/** The timeline the buyer follows on the return / after-sales page. */
export const aftersaleEvents = pgTable(
  'aftersale_events',
  {
    id: serial('id').primaryKey(),
    aftersaleId: integer('aftersale_id')
      .notNull()
      .references(() => aftersales.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    text: text('text').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('aftersale_events_req_idx').on(t.aftersaleId)],
);
