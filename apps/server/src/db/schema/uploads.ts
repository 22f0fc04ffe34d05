import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Every file a buyer sends (licences, photos, receipts, reports). The bytes live outside the web
 * root under a random name (storage_key); this row says whose file it is and what it really is
 * (mime from its magic bytes, never from the name the browser gave).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** The buyer who sent it; null for files the shop itself attaches (inspection reports). */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerUserId)],
);
