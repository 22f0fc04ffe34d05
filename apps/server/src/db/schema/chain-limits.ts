import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { fen, updatedAt } from './columns';
import { users } from './users';

/**
 * 门店采购额度: what a chain head office lets one of its stores order in a calendar month (China
 * time; cancelled orders do not count). No row: no limit. The row is also the lock a store's order
 * placement takes, so two orders placed at once cannot both slip under the limit.
 */
export const chainStoreLimits = pgTable(
  'chain_store_limits',
  {
    storeUserId: integer('store_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    monthlyLimitFen: fen('monthly_limit_fen').notNull(),
    setByUserId: integer('set_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [check('chain_store_limits_nonneg', sql`${t.monthlyLimitFen} >= 0`)],
);
