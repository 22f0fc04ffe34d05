import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { messages } from '../../db/schema/index';

export async function listMessages(db: Db, userId: number, page: number, pageSize: number) {
  const [list, [totals]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(messages).where(eq(messages.userId, userId)),
  ]);
  return { list, total: Number(totals?.total ?? 0) };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, false)));
  return Number(row?.n ?? 0);
}

/** Marks one message read only when it belongs to the buyer; false when there is no such message of theirs. */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
    .returning({ id: messages.id });
  return rows.length > 0;
}

export async function insertMessage(
  db: Db | Tx,
  userId: number,
  title: string,
  content: string,
): Promise<void> {
  await db.insert(messages).values({ userId, title, content });
}
