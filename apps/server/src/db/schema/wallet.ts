import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { orders } from './orders';
import { users } from './users';

/** A coupon design (优惠券 / 现金券) that the shop issues to buyers. */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** coupon 优惠券, voucher 现金券. */
  kind: text('kind', { enum: ['coupon', 'voucher'] }).notNull(),
  ruleType: text('rule_type', { enum: ['full_reduction', 'discount', 'cash'] }).notNull(),
  thresholdFen: fen('threshold_fen').notNull().default(0),
  amountFen: fen('amount_fen').notNull().default(0),
  ratePermille: integer('rate_permille').notNull().default(1000),
  maxDiscountFen: fen('max_discount_fen'),
  createdAt: createdAt(),
});

/** A coupon in a buyer's wallet; validity is copied at issue. Expired = unused and past ends_at. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    status: text('status', { enum: ['unused', 'used'] })
      .notNull()
      .default('unused'),
    orderId: integer('order_id').references(() => orders.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_coupons_user_idx').on(t.userId, t.status)],
);

/** 资金明细: every balance change with the balance after it; amount is signed. */
export const userMoneyLog = pgTable(
  'user_money_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountFen: fen('amount_fen').notNull(),
    balanceAfterFen: fen('balance_after_fen').notNull(),
    /** 1 充值, 2 订单支付, 3 订单退款, 4 人工调整. */
    useType: integer('use_type').notNull(),
    remark: text('remark').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_money_log_user_idx').on(t.userId, t.createdAt),
    // An order is paid from the balance at most once, whatever the retries.
    uniqueIndex('user_money_log_order_pay_uq')
      .on(t.orderId)
      .where(sql`${t.useType} = 2`),
    check('user_money_log_balance_nonneg', sql`${t.balanceAfterFen} >= 0`),
  ],
);

/** One attempt to pay an order through a gateway (or the balance / a transfer). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    payType: text('pay_type', { enum: ['balance', 'offline', 'wechat', 'alipay', 'credit'] }).notNull(),
    provider: text('provider').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    amountFen: fen('amount_fen').notNull(),
    /** pending → paid; closed when the order is cancelled; refund_due when money came after cancel. */
    status: text('status', { enum: ['pending', 'paid', 'closed', 'refund_due'] })
      .notNull()
      .default('pending'),
    providerTradeNo: text('provider_trade_no').notNull().default(''),
    qrCodeUrl: text('qr_code_url').notNull().default(''),
    cashierUrl: text('cashier_url').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_out_trade_no_uq').on(t.outTradeNo),
    // Exactly one successful payment per order, whatever arrives twice.
    uniqueIndex('payments_one_paid_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'paid'`),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Every gateway notification, accepted or refused, for audit; accepted ones are unique per id. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    notifyId: text('notify_id').notNull().default(''),
    outTradeNo: text('out_trade_no').notNull().default(''),
    verified: boolean('verified').notNull().default(false),
    /** applied | duplicate | forged | amount_mismatch | unknown_trade | malformed | late */
    outcome: text('outcome').notNull(),
    rawBody: text('raw_body').notNull(),
    remoteIp: text('remote_ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_notifications_uq')
      .on(t.provider, t.notifyId)
      .where(sql`${t.verified}`),
    index('payment_notifications_trade_idx').on(t.outTradeNo),
    // Refused ones are a capped log: the newest are kept, older ones pruned as new ones arrive.
    index('payment_notifications_refused_idx')
      .on(t.id)
      .where(sql`NOT ${t.verified}`),
  ],
);

/**
 * The sandbox gateway's outgoing notifications (an outbox): written when the buyer confirms at the
 * cashier, delivered by a worker that any instance runs, so a retry survives a restart. One row per
 * trade: a second confirm of the same trade does not notify again.
 */
export const paymentOutbox = pgTable(
  'payment_outbox',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    /** The notification's JSON; each delivery attempt signs it afresh. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; a claim pushes it out by a lease, a failure by the backoff. */
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_outbox_trade_uq').on(t.outTradeNo),
    index('payment_outbox_due_idx')
      .on(t.nextAt)
      .where(sql`${t.deliveredAt} IS NULL`),
  ],
);
