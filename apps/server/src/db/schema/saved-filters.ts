import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { operators } from './admin';

/**
 * 常用筛选: a filter set of one queue table an operator saved under a name, to pick again later.
 * Each operator's own; a name is unique per operator and table (saving again replaces it).
 */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** Which table: 'orders', 'buyers', 'feedback', 'wanted' (SAVED_FILTER_TABLES in @shop/shared). */
    tableKey: text('table_key').notNull(),
    name: text('name').notNull(),
    /** The search form's values, as the table's list call takes them. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_filters_owner_name_idx').on(t.operatorId, t.tableKey, t.name)],
);
