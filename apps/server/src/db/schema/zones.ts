import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { goods } from './catalog';
import { users } from './users';
import { coupons } from './wallet';

/**
 * Zones and promotions the operators run from the back office (issue 9). Each table is the whole
 * truth of one promotion, so the back office edits rows and the storefront follows without code.
 * Windows are half-open [starts_at, ends_at); null means open on that side.
 */
const window = () => ({
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * 领券中心: a batch of one coupon design that buyers claim themselves. `claimed` only grows through
 * `claimed + 1 <= total` (a conditional update), so concurrent claims can never exceed the batch.
 */
export const couponCampaigns = pgTable(
  'coupon_campaigns',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    title: text('title').notNull(),
    total: integer('total').notNull(),
    claimed: integer('claimed').notNull().default(0),
    perBuyer: integer('per_buyer').notNull().default(1),
    /** Days a claimed coupon stays valid from the claim. */
    validDays: integer('valid_days').notNull().default(30),
    sort: integer('sort').notNull().default(0),
    /**
     * Who may claim: a buyer named in `user_ids` always may; otherwise each non-empty list must hold
     * the buyer's company kind / province. All three empty: every qualified buyer.
     */
    companyKinds: text('company_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    provinces: text('provinces')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    userIds: integer('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    ...window(),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupon_campaigns_claimed', sql`${t.claimed} >= 0 AND ${t.claimed} <= ${t.total}`),
    check('coupon_campaigns_per_buyer', sql`${t.perBuyer} >= 1`),
  ],
);

/** How many coupons of a campaign each buyer holds; grows only while `number + 1 <= per_buyer`. */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => couponCampaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);

/**
 * 控销: who may see and buy a controlled goods. A buyer qualifies through any one list: the
 * company's province, the company kind (pharmacy, clinic...), or the assigned account manager.
 */
export const controlledSales = pgTable('controlled_sales', {
  goodsId: integer('goods_id')
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  provinces: text('provinces')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  companyKinds: text('company_kinds')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  accountManagerIds: integer('account_manager_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  /** Shown on the zone page: why this goods is controlled (厂家区域保护...). */
  note: text('note').notNull().default(''),
  isNew: boolean('is_new').notNull().default(false),
  createdAt: createdAt(),
});

export interface ZoneSection {
  title: string;
  goods_ids: number[];
}

/**
 * A data-driven zone page (专区模板 /zqmb, 活动模板 /hdmb, /yyh, /zhmz, 活动专区 /yjh/{id},
 * 活动中心 /Hdzx): a banner and titled sections of goods. Operators add zones as rows.
 */
export const zonePages = pgTable(
  'zone_pages',
  {
    id: serial('id').primaryKey(),
    template: text('template', { enum: ['zqmb', 'hdmb', 'yyh', 'zhmz', 'yjh'] }).notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    bannerImage: text('banner_image').notNull().default(''),
    /** Background colour of the page under the banner. */
    theme: text('theme').notNull().default('#c9252b'),
    sections: jsonb('sections').$type<ZoneSection[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    ...window(),
    createdAt: createdAt(),
  },
  (t) => [index('zone_pages_template_idx').on(t.template, t.sort)],
);

/** 满额返现 (/hb): a month's received orders reaching `threshold` earn `rate_permille` of the total. */
export const cashbackTiers = pgTable(
  'cashback_tiers',
  {
    id: serial('id').primaryKey(),
    thresholdFen: fen('threshold_fen').notNull(),
    ratePermille: integer('rate_permille').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [check('cashback_tiers_rate', sql`${t.ratePermille} >= 0 AND ${t.ratePermille} <= 1000`)],
);

/** Cashback already paid to a buyer for a month ('2026-11'); grows only, so a credit never repeats. */
export const cashbackCredits = pgTable(
  'cashback_credits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    creditedFen: fen('credited_fen').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/** 积分商城 (/jfsc): a catalogue goods offered for points, or points plus cash, from its own stock. */
export const pointsGoods = pgTable(
  'points_goods',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    cashFen: fen('cash_fen').notNull().default(0),
    stock: integer('stock').notNull(),
    perBuyer: integer('per_buyer').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    ...window(),
    createdAt: createdAt(),
  },
  (t) => [
    check('points_goods_stock', sql`${t.stock} >= 0`),
    check('points_goods_points', sql`${t.points} >= 1`),
  ],
);

/**
 * 积分订单 (/jfdd): the exchange, written in the same transaction as the points (and cash) spent.
 * Ships like other orders: paid → shipped → done.
 */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pointsGoodsId: integer('points_goods_id')
      .notNull()
      .references(() => pointsGoods.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    goodsName: text('goods_name').notNull(),
    number: integer('number').notNull(),
    points: integer('points').notNull(),
    cashFen: fen('cash_fen').notNull().default(0),
    status: text('status', { enum: ['paid', 'shipped', 'done', 'cancelled'] })
      .notNull()
      .default('paid'),
    address: jsonb('address').$type<Record<string, string>>().notNull(),
    logisticsCompany: text('logistics_company').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_orders_no_uq').on(t.orderNo),
    index('points_orders_user_idx').on(t.userId, t.id),
  ],
);

/** 幸运抽奖: one draw activity of the home popup, at most `max_per_buyer` draws per buyer. */
export const draws = pgTable('draws', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  rules: text('rules').notNull().default(''),
  maxPerBuyer: integer('max_per_buyer').notNull().default(1),
  ...window(),
  createdAt: createdAt(),
});

/**
 * A prize with its chance (weight out of the draw's weights, 'none' being 谢谢参与) and its own
 * stock; `issued` grows only while `issued < stock`, so concurrent draws cannot over-issue.
 */
export const drawPrizes = pgTable(
  'draw_prizes',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    remarks: text('remarks').notNull().default(''),
    kind: text('kind', { enum: ['coupon', 'points', 'goods', 'none'] }).notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    points: integer('points').notNull().default(0),
    weight: integer('weight').notNull(),
    stock: integer('stock').notNull().default(0),
    issued: integer('issued').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('draw_prizes_draw_idx').on(t.drawId),
    check('draw_prizes_issued', sql`${t.issued} >= 0 AND (${t.kind} = 'none' OR ${t.issued} <= ${t.stock})`),
  ],
);

/** How many times each buyer has drawn; grows only while `number < max_per_buyer`. */
export const drawEntries = pgTable(
  'draw_entries',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.userId] })],
);

/** Every draw, won or not, with what was credited (wallet coupon id, points). */
export const drawRecords = pgTable(
  'draw_records',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeId: integer('prize_id').references(() => drawPrizes.id),
    prizeName: text('prize_name').notNull(),
    remarks: text('remarks').notNull().default(''),
    userCouponId: integer('user_coupon_id'),
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('draw_records_draw_idx').on(t.drawId, t.id),
    index('draw_records_user_idx').on(t.userId, t.id),
  ],
);
