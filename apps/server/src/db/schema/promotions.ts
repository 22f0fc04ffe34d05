import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { goods } from './catalog';
import { users } from './users';

/**
 * Promotions the pricing engine reads (packages/shared/src/pricing/types.ts). Every activity has a
 * half-open window [starts_at, ends_at) — null means open on that side — and an on/off switch, so an
 * operator can stop an activity without losing its history.
 */
const window = () => ({
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
});

/** 秒杀: a flash price for one goods, at most `limit_per_buyer` units per buyer (0 = unlimited). */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    priceFen: fen('price_fen').notNull(),
    limitPerBuyer: integer('limit_per_buyer').notNull().default(0),
    /**
     * Units offered at the flash price, apart from the goods' normal stock; `sold` grows only while
     * `sold + n <= sale_stock`, so the sale cannot oversell whatever the concurrency.
     */
    saleStock: integer('sale_stock').notNull().default(100),
    sold: integer('sold').notNull().default(0),
    ...window(),
    createdAt: createdAt(),
  },
  (t) => [
    index('flash_sales_goods_idx').on(t.goodsId),
    check('flash_sales_limit', sql`${t.limitPerBuyer} >= 0`),
    check('flash_sales_sold', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.saleStock}`),
  ],
);

/**
 * Units each buyer has already bought at a flash price; the order engineer adds to it in the order
 * transaction (conditional on the limit), the cart reads it to price the remaining flash units.
 */
export const flashSalePurchases = pgTable(
  'flash_sale_purchases',
  {
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.flashSaleId, t.userId] })],
);

/** 组合购: a package of goods sold together at package prices. */
export const combinations = pgTable('combinations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  /** 组合分组 of GET /api/combinationMzhgGroup (感冒发热, 肠胃...). */
  groupName: text('group_name').notNull().default('精选组合'),
  description: text('description').notNull().default(''),
  ...window(),
  createdAt: createdAt(),
});

export const combinationItems = pgTable(
  'combination_items',
  {
    combinationId: integer('combination_id')
      .notNull()
      .references(() => combinations.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    number: integer('number').notNull().default(1),
    /** Unit price of this goods inside the package. */
    priceFen: fen('price_fen').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.combinationId, t.goodsId] }),
    index('combination_items_goods_idx').on(t.goodsId),
  ],
);

/**
 * 每日特价 and 福利价 (9.4折): a rate off the base price (rate_permille, 940 = 9.4折) or a fixed price.
 * goods_ids null covers every goods ("94% off everything").
 */
export const specialPrices = pgTable(
  'special_prices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['daily_special', 'welfare'] }).notNull(),
    name: text('name').notNull().default(''),
    goodsIds: integer('goods_ids').array(),
    ratePermille: integer('rate_permille'),
    priceFen: fen('price_fen'),
    /** Units of each goods one buyer may buy at the special price per China day; 0 = unlimited. */
    limitPerBuyer: integer('limit_per_buyer').notNull().default(0),
    ...window(),
    createdAt: createdAt(),
  },
  (t) => [
    check('special_prices_limit', sql`${t.limitPerBuyer} >= 0`),
    index('special_prices_goods_idx').using('gin', t.goodsIds),
    // Exactly one of rate and fixed price says how the special prices a goods.
    check('special_prices_mode', sql`(${t.ratePermille} IS NULL) <> (${t.priceFen} IS NULL)`),
  ],
);

/**
 * Units a buyer bought of one goods at a special price on one China day ('2026-11-22'); the order
 * transaction adds to it only while the special's limit allows, cancellation gives units back.
 */
export const specialPurchases = pgTable(
  'special_purchases',
  {
    specialId: integer('special_id')
      .notNull()
      .references(() => specialPrices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    number: integer('number').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.specialId, t.userId, t.goodsId, t.day] }),
    check('special_purchases_number', sql`${t.number} >= 0`),
  ],
);

/** 满减: tiers of "spend amount, save reduce"; all_goods or the goods listed in manjian_goods. */
export const manjianActivities = pgTable('manjian_activities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  allGoods: boolean('all_goods').notNull().default(false),
  ...window(),
  createdAt: createdAt(),
});

export const manjianTiers = pgTable(
  'manjian_tiers',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => manjianActivities.id, { onDelete: 'cascade' }),
    amountFen: fen('amount_fen').notNull(),
    reduceFen: fen('reduce_fen').notNull(),
  },
  (t) => [index('manjian_tiers_activity_idx').on(t.activityId)],
);

export const manjianGoods = pgTable(
  'manjian_goods',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => manjianActivities.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.goodsId] }), index('manjian_goods_goods_idx').on(t.goodsId)],
);

/** 满赠: every `every` units of goods earn `give` units of the gift (itself when gift_goods_id is null). */
export const giftRules = pgTable(
  'gift_rules',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    giftGoodsId: integer('gift_goods_id').references(() => goods.id, { onDelete: 'cascade' }),
    every: integer('every').notNull(),
    give: integer('give').notNull(),
    repeat: boolean('repeat').notNull().default(true),
    maxTotal: integer('max_total'),
    ...window(),
    createdAt: createdAt(),
  },
  (t) => [index('gift_rules_goods_idx').on(t.goodsId), check('gift_rules_every', sql`${t.every} >= 1`)],
);
