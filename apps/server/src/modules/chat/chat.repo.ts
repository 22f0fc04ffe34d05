import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { chatMessages } from '../../db/schema/index';

export type ChatRow = typeof chatMessages.$inferSelect;
type NewChatRow = typeof chatMessages.$inferInsert;

/** The buyer as the chat needs them: the switch, a name to greet, and who answers. */
export interface ChatUserRow {
  id: number;
  name: string;
  is_can_chat: boolean;
  manager_name: string | null;
  manager_phone: string | null;
  manager_is_default: boolean | null;
}

export async function findChatUser(db: Db, userId: number): Promise<ChatUserRow | null> {
  const [row] = await queryRows<ChatUserRow>(
    db,
    sql`SELECT u.id, u.name, u.is_can_chat,
               m.name AS manager_name, m.phone AS manager_phone, m.is_default AS manager_is_default
        FROM users u LEFT JOIN account_managers m ON m.id = u.account_manager_id
        WHERE u.id = ${userId} AND NOT u.disabled`,
  );
  return row ?? null;
}

/** The newest `limit` messages of the buyer's conversation, oldest first. */
export async function listLatest(db: Db, userId: number, limit: number): Promise<ChatRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** What a poll asks for: messages after the last one the page has, oldest first. */
export async function listAfter(db: Db, userId: number, afterId: number, limit: number): Promise<ChatRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/**
 * Serialises the writes of one conversation (the buyer's user row is the lock), so two messages
 * sent at once cannot both decide that no agent has answered yet.
 */
export async function lockConversation(tx: Tx, userId: number): Promise<void> {
  await queryRows(tx, sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
}

export async function hasAgentMessage(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.from, 'agent')))
    .limit(1);
  return rows.length > 0;
}

export async function insertMessages(tx: Tx, rows: NewChatRow[]): Promise<ChatRow[]> {
  return tx.insert(chatMessages).values(rows).returning();
}
