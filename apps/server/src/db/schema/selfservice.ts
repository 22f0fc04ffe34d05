import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalog';
import { createdAt, fen } from './columns';
import { users } from './users';

/**
 * Purchases a buyer notes by hand (POST /api/user/buy): goods bought elsewhere or planned, so
 * the purchase records hold the whole buying history next to the lines of the buyer's orders.
 */
export const purchaseRecords = pgTable(
  'purchase_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    number: integer('number').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_records_user_idx').on(t.userId, t.createdAt)],
);

/** 意见反馈: a buyer's feedback with up to 3 photo uploads, and the shop's reply. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    content: text('content').notNull(),
    imageIds: integer('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('feedbacks_user_idx').on(t.userId, t.createdAt)],
);

/** 品种求购: a drug the buyer wants and the shop lacks; answered by the shop, linked when listed. */
export const wantedVarieties = pgTable(
  'wanted_varieties',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    spec: text('spec').notNull().default(''),
    maker: text('maker').notNull().default(''),
    quantity: integer('quantity').notNull(),
    priceFen: fen('price_fen'),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: ['pending', 'answered', 'listed'] })
      .notNull()
      .default('pending'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    goodsId: integer('goods_id').references(() => goods.id),
    createdAt: createdAt(),
  },
  (t) => [index('wanted_varieties_user_idx').on(t.userId, t.createdAt)],
);
