import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, fen, updatedAt } from './columns';
import { goods, goodsLots } from './catalog';
import { users } from './users';

/** 收货地址: codes are GB/T 2260; names are stored as resolved from the codes at write time. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consignee: text('consignee').notNull(),
    phone: text('phone').notNull(),
    provinceCode: text('province_code').notNull(),
    province: text('province').notNull(),
    cityCode: text('city_code').notNull(),
    city: text('city').notNull(),
    districtCode: text('district_code').notNull(),
    district: text('district').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId),
    // At most one default per buyer, enforced by the database rather than by care.
    uniqueIndex('user_addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** The sequence part of order numbers keeps them unique within a second without retries. */
export const orderNoSeq = pgSequence('order_no_seq', { startWith: 1, cache: 20 });

export interface AddressSnapshot {
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}

/** One order; a checkout makes one per kind (ephedrine goods are ordered and paid on their own). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['normal', 'ephedrine'] }).notNull(),
    status: text('status', {
      enum: ['unpaid', 'awaiting_transfer', 'paid', 'picking', 'shipped', 'done', 'cancelled'],
    }).notNull(),
    payType: text('pay_type', { enum: ['balance', 'offline', 'wechat', 'alipay', 'credit'] }).notNull(),
    goodsAmountFen: fen('goods_amount_fen').notNull(),
    manjianFen: fen('manjian_fen').notNull().default(0),
    couponFen: fen('coupon_fen').notNull().default(0),
    shippingFeeFen: fen('shipping_fee_fen').notNull().default(0),
    payableFen: fen('payable_fen').notNull(),
    paidFen: fen('paid_fen').notNull().default(0),
    userCouponId: integer('user_coupon_id'),
    couponName: text('coupon_name').notNull().default(''),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    invoiceType: integer('invoice_type').notNull().default(0),
    invoiceTitle: text('invoice_title').notNull().default(''),
    invoiceTaxNo: text('invoice_tax_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    purchaserName: text('purchaser_name'),
    purchaserIdNo: text('purchaser_id_no'),
    /** When the unpaid-order sweep cancels it; null once paid or cancelled does not matter. */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    logisticsCompany: text('logistics_company').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The back office lists orders newest placed first.
    index('orders_created_idx').on(t.createdAt, t.id),
    // The sweep reads only due unpaid orders.
    index('orders_unpaid_due_idx')
      .on(t.payDeadline)
      .where(sql`${t.status} = 'unpaid'`),
    check('orders_payable_nonneg', sql`${t.payableFen} >= 0`),
  ],
);

/** A checkout request: the idempotency key makes a repeat return the orders it made. */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request's content: a key reused for a different order is refused, not replayed. */
    bodyHash: text('body_hash').notNull().default(''),
    orderIds: integer('order_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_requests_key_uq').on(t.userId, t.idempotencyKey)],
);

/** One sub-line of an order line, money in fen. */
export interface OrderLinePart {
  number: number;
  price: number;
  total: number;
  reason: string | null;
}

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** Cart line type: 0 normal, 1 flash sale, 3 combination; with the promotion id. */
    lineType: integer('line_type').notNull().default(0),
    promotionId: integer('promotion_id').notNull().default(0),
    /** Units bought at the flash price (counted against the buyer's flash limit). */
    flashUnits: integer('flash_units').notNull().default(0),
    /** Units bought at a daily special with a per-buyer limit, and that special (for release). */
    specialId: integer('special_id'),
    specialUnits: integer('special_units').notNull().default(0),
    name: text('name').notNull(),
    sccj: text('sccj').notNull(),
    ypgg: text('ypgg').notNull(),
    bzdw: text('bzdw').notNull(),
    approvalNo: text('approval_no').notNull().default(''),
    image: text('image').notNull().default(''),
    number: integer('number').notNull(),
    unitPriceFen: fen('unit_price_fen').notNull(),
    totalFen: fen('total_fen').notNull(),
    manjianShareFen: fen('manjian_share_fen').notNull().default(0),
    couponShareFen: fen('coupon_share_fen').notNull().default(0),
    /**
     * The line as it was priced, in fen: one part, or above a promotion's cap the promotion part
     * (秒杀价 限5盒) and the part at the normal price, summing to total_fen (issue 27). Shown as two
     * sub-lines on the order and the 随货同行单; '[]' on orders placed before parts were kept.
     */
    parts: jsonb('parts').$type<OrderLinePart[]>().notNull().default([]),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_goods_idx').on(t.goodsId)],
);

/** GSP: the batch and expiry of every unit sold; cancelling returns units to these very lots. */
export const orderLineLots = pgTable(
  'order_line_lots',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').notNull(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => goodsLots.id),
    batchNo: text('batch_no').notNull(),
    producedOn: date('produced_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    number: integer('number').notNull(),
  },
  (t) => [
    index('order_line_lots_order_idx').on(t.orderId),
    check('order_line_lots_pos', sql`${t.number} > 0`),
  ],
);

/** Status timeline shown on the order detail page. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    text: text('text').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);
