import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { operators } from './admin';
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
    /**
     * The operator who wrote an agent message; null for the buyer's and for the automatic greeting,
     * so only a person's answer takes a conversation off 待回复.
     */
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_user_idx').on(t.userId, t.id),
    check('chat_messages_content_len', sql`char_length(${t.content}) BETWEEN 1 AND 500`),
    check('chat_messages_from_chk', sql`${t.from} IN ('buyer', 'agent')`),
  ],
);

/**
 * The desk's side of a conversation: the service operator who looks after it (claimed, or given by
 * an administrator) and how far the desk has read it; the buyer's messages after `read_id` are
 * unread. A conversation without a row is unassigned and wholly unread.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigneeId: integer('assignee_id').references(() => operators.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    readId: integer('read_id').notNull().default(0),
  },
  (t) => [index('chat_conversations_assignee_idx').on(t.assigneeId)],
);
