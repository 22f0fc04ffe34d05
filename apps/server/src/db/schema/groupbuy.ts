import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { goods } from './catalog';
import { orders, type AddressSnapshot } from './orders';
import { users } from './users';

/** Units of one lot held for a group member from the join (GSP batch and expiry kept with them). */
export interface HeldLot {
  goodsId: number;
  lotId: number;
  batchNo: string;
  producedOn: string;
  expiresOn: string;
  number: number;
}

/**
 * 拼团 (/ptzq): one group of `group_size` places at the group price, with its own stock. `joined`
 * and `held` only grow through one conditional update (`joined < group_size AND held + n <= stock`),
 * so concurrent joins can never over-fill the group nor over-hold its stock. The last place turns
 * the status to success in that same update; an open group at its deadline is failed and refunded.
 */
export const groupBuys = pgTable(
  'group_buys',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    priceFen: fen('price_fen').notNull(),
    groupSize: integer('group_size').notNull(),
    joined: integer('joined').notNull().default(0),
    stock: integer('stock').notNull(),
    held: integer('held').notNull().default(0),
    perBuyer: integer('per_buyer').notNull().default(10),
    status: text('status', { enum: ['open', 'success', 'failed'] })
      .notNull()
      .default('open'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_buys_status_idx').on(t.status, t.endsAt),
    check('group_buys_joined', sql`${t.joined} >= 0 AND ${t.joined} <= ${t.groupSize}`),
    check('group_buys_held', sql`${t.held} >= 0 AND ${t.held} <= ${t.stock}`),
    check('group_buys_size', sql`${t.groupSize} >= 2`),
    check('group_buys_per_buyer', sql`${t.perBuyer} >= 1`),
  ],
);

/**
 * A buyer's place in a group, paid from the balance when joining: joined (paid, waiting), success
 * (the group filled: the order goes ahead to shipping), refunded (the group failed; money back).
 * The units are taken from real lots at the join (`lots`), so a filled group can always ship: they
 * become the order's line lots (`order_id`) when the group fills, or go back when it fails.
 */
export const groupBuyMembers = pgTable(
  'group_buy_members',
  {
    id: serial('id').primaryKey(),
    groupBuyId: integer('group_buy_id')
      .notNull()
      .references(() => groupBuys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    number: integer('number').notNull(),
    priceFen: fen('price_fen').notNull(),
    amountFen: fen('amount_fen').notNull(),
    status: text('status', { enum: ['joined', 'success', 'refunded'] })
      .notNull()
      .default('joined'),
    lots: jsonb('lots').$type<HeldLot[]>().notNull().default([]),
    /** Where the order ships: the buyer's default address when joining. */
    address: jsonb('address').$type<AddressSnapshot>(),
    /** The real order made when the group filled. */
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('group_buy_members_uq').on(t.groupBuyId, t.userId),
    uniqueIndex('group_buy_members_no_uq').on(t.orderNo),
    index('group_buy_members_user_idx').on(t.userId, t.id),
    check('group_buy_members_number', sql`${t.number} >= 1`),
  ],
);
