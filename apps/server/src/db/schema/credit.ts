import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { aftersales } from './aftersale';
import { createdAt, fen, updatedAt } from './columns';
import { operators } from './admin';
import { orders } from './orders';
import { uploads } from './uploads';
import { users } from './users';

/**
 * 账期: the credit finance grants one buyer. No row, or limit 0, means no credit. The row is also
 * the lock every credit movement of the buyer takes (SELECT … FOR UPDATE), so two credit orders or
 * two repayments of one buyer are serialised and the limit cannot be overrun by a race.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    limitFen: fen('limit_fen').notNull().default(0),
    termDays: integer('term_days').notNull().default(30),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_accounts_limit_nonneg', sql`${t.limitFen} >= 0`),
    check('credit_accounts_term', sql`${t.termDays} BETWEEN 1 AND 365`),
  ],
);

/**
 * 应收账款: one per order bought on credit. Outstanding = amount − repaid − credited; repaid is
 * money received against it (repayments), credited a credit note (cancellation, return).
 */
export const receivables = pgTable(
  'receivables',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountFen: fen('amount_fen').notNull(),
    repaidFen: fen('repaid_fen').notNull().default(0),
    creditedFen: fen('credited_fen').notNull().default(0),
    dueOn: date('due_on').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receivables_order_uq').on(t.orderId),
    index('receivables_open_idx')
      .on(t.userId, t.dueOn)
      .where(sql`${t.closedAt} IS NULL`),
    check(
      'receivables_within_amount',
      sql`${t.repaidFen} >= 0 AND ${t.creditedFen} >= 0 AND ${t.repaidFen} + ${t.creditedFen} <= ${t.amountFen}`,
    ),
  ],
);

/**
 * 还款: money received against receivables (by transfer, from the balance); its allocations say
 * which receivables it closed, oldest due first. Whatever exceeded what was owed went to the balance.
 */
export const repayments = pgTable(
  'repayments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: ['transfer', 'balance', 'online'] }).notNull(),
    amountFen: fen('amount_fen').notNull(),
    allocatedFen: fen('allocated_fen').notNull(),
    toBalanceFen: fen('to_balance_fen').notNull().default(0),
    bankTransferId: integer('bank_transfer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('repayments_user_idx').on(t.userId, t.createdAt),
    check(
      'repayments_sum',
      sql`${t.allocatedFen} + ${t.toBalanceFen} = ${t.amountFen} AND ${t.amountFen} > 0`,
    ),
  ],
);

export const repaymentAllocations = pgTable(
  'repayment_allocations',
  {
    id: serial('id').primaryKey(),
    repaymentId: integer('repayment_id')
      .notNull()
      .references(() => repayments.id),
    receivableId: integer('receivable_id')
      .notNull()
      .references(() => receivables.id),
    amountFen: fen('amount_fen').notNull(),
  },
  (t) => [index('repayment_allocations_repayment_idx').on(t.repaymentId)],
);

/**
 * 转账凭证: the buyer's picture or PDF of a bank transfer, for an order on the pay page or for a
 * repayment of credit. Finance confirms it once (submitted → confirmed) or rejects it.
 */
export const transferVouchers = pgTable(
  'transfer_vouchers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The order it pays; null: a repayment of receivables. */
    orderId: integer('order_id').references(() => orders.id),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id),
    /** What the buyer says was sent. */
    claimedFen: fen('claimed_fen').notNull(),
    buyerNote: text('buyer_note').notNull().default(''),
    /** Finance's reason for 未通过, shown to the buyer (who may upload again). */
    rejectReason: text('reject_reason').notNull().default(''),
    status: text('status', { enum: ['submitted', 'confirmed', 'rejected'] })
      .notNull()
      .default('submitted'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfer_vouchers_status_idx').on(t.status, t.createdAt),
    index('transfer_vouchers_user_idx').on(t.userId),
  ],
);

/**
 * 到账确认: money finance saw on the bank statement. The bank serial is unique shop-wide, so one
 * bank credit is matched once whoever tries again. applied + to_balance = amount.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    voucherId: integer('voucher_id').references(() => transferVouchers.id),
    amountFen: fen('amount_fen').notNull(),
    appliedFen: fen('applied_fen').notNull(),
    toBalanceFen: fen('to_balance_fen').notNull().default(0),
    bankSerial: text('bank_serial').notNull(),
    /** Finance's own note: never shown to the buyer. */
    internalNote: text('internal_note').notNull().default(''),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_transfers_serial_uq').on(t.bankSerial),
    uniqueIndex('bank_transfers_voucher_uq').on(t.voucherId),
    index('bank_transfers_order_idx').on(t.orderId),
    check(
      'bank_transfers_sum',
      sql`${t.appliedFen} + ${t.toBalanceFen} = ${t.amountFen} AND ${t.amountFen} > 0`,
    ),
  ],
);

/**
 * 对账单 reply: the buyer confirms or disputes a month's statement (with a note). The closing
 * figures they answered are kept, so finance sees what was confirmed even if a late entry moves it.
 */
export const statementReplies = pgTable(
  'statement_replies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** YYYY-MM, China time. */
    month: text('month').notNull(),
    status: text('status', { enum: ['confirmed', 'disputed'] }).notNull(),
    note: text('note').notNull().default(''),
    closingBalanceFen: fen('closing_balance_fen').notNull(),
    closingOwedFen: fen('closing_owed_fen').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('statement_replies_uq').on(t.userId, t.month)],
);

/**
 * 退款去向: every refund of an order, by where the money went. An order's refunds never exceed what
 * was paid on it (for a credit order: the receivable), so the sum over receivables, balance, refunds
 * and payments balances. balance: back to the wallet (with its money-log line); online: through the
 * payment gateway (reference = the gateway's refund number); credit_note: written off the
 * receivable (贷项); bank: finance paid it back by bank (reference = that payment's serial).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The after-sales request refunded; null: the order's cancellation. */
    aftersaleId: integer('aftersale_id').references(() => aftersales.id),
    method: text('method', { enum: ['balance', 'online', 'credit_note', 'bank'] }).notNull(),
    amountFen: fen('amount_fen').notNull(),
    /** Our refund number, sent to the gateway as its idempotency key. */
    refundNo: text('refund_no').notNull(),
    reference: text('reference').notNull().default(''),
    /**
     * done; pending: an online refund decided in the refund's transaction and sent to the gateway
     * after the commit (job refund.online, idempotent by refund_no); failed: the gateway refused it
     * (failure says why) and finance pays it back another way.
     */
    status: text('status', { enum: ['done', 'pending', 'failed'] })
      .notNull()
      .default('done'),
    failure: text('failure').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('order_refunds_no_uq').on(t.refundNo),
    // One bank payment is recorded once.
    uniqueIndex('order_refunds_bank_uq')
      .on(t.reference)
      .where(sql`${t.method} = 'bank'`),
    check('order_refunds_pos', sql`${t.amountFen} > 0`),
  ],
);
