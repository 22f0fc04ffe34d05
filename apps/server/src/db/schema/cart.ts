import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { goods } from './catalog';
import { users } from './users';

/**
 * One cart per buyer store, in the database so it survives restarts and is shared by devices and
 * app instances. A goods appears once per kind of line (normal, flash sale, combination).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** 0 normal, 1 flash sale (秒杀), 3 combination package. */
    type: integer('type').notNull().default(0),
    /** The promotion the line was added under (flash sale / combination / manjian id), 0 when none. */
    goodsPriceId: integer('goods_price_id').notNull().default(0),
    ladderPriceId: integer('ladder_price_id').notNull().default(0),
    goodsManjianId: integer('goods_manjian_id').notNull().default(0),
    isYj: integer('is_yj').notNull().default(0),
    ckId: integer('ck_id').notNull().default(0),
    number: integer('number').notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
    /** Unit price the buyer saw when adding; a later different engine price is reported, never silently charged. */
    seenPriceFen: fen('seen_price_fen').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_unique_line').on(t.userId, t.goodsId, t.type, t.goodsPriceId),
    index('cart_lines_user_idx').on(t.userId),
  ],
);
