import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { repayments } from './credit';
import { users } from './users';

/**
 * 在线还款: one trade the buyer opened at the payment gateway to repay receivables (the bills it
 * chose, or the whole statement). It is the gateway's out_trade_no like an order's payment, so the
 * same signed notification route applies it: pending → paid once (a conditional update), and the
 * repayment it made is linked here, so a repeated notification finds it paid and changes nothing.
 */
export const repaymentTrades = pgTable(
  'repayment_trades',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    outTradeNo: text('out_trade_no').notNull(),
    payType: text('pay_type', { enum: ['wechat', 'alipay'] }).notNull(),
    provider: text('provider').notNull(),
    amountFen: fen('amount_fen').notNull(),
    /** The receivables the buyer chose, repaid first (then the oldest due); [] = oldest due first. */
    receivableIds: jsonb('receivable_ids').$type<number[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'paid', 'closed'] })
      .notNull()
      .default('pending'),
    repaymentId: integer('repayment_id').references(() => repayments.id),
    providerTradeNo: text('provider_trade_no').notNull().default(''),
    cashierUrl: text('cashier_url').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('repayment_trades_no_uq').on(t.outTradeNo),
    uniqueIndex('repayment_trades_repayment_uq').on(t.repaymentId),
    index('repayment_trades_user_idx').on(t.userId, t.createdAt),
    check('repayment_trades_pos', sql`${t.amountFen} > 0`),
  ],
);
