import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * 在线客服: one conversation per buyer, between the buyer and the shop's agents (its account
 * manager). The check mirrors the request limit so no other writer can store a longer message.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    from: text('from', { enum: ['buyer', 'agent'] }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_user_idx').on(t.userId, t.id),
    check('chat_messages_content_len', sql`char_length(${t.content}) BETWEEN 1 AND 500`),
    check('chat_messages_from_chk', sql`${t.from} IN ('buyer', 'agent')`),
  ],
);
