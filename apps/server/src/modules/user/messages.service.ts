import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { Db } from '../../db/client';
import { countUnread, insertMessage, listMessages, markRead } from './messages.repo';
/** What other modules may use of this module's repository (they reach it through this service). */
export { insertMessage } from './messages.repo';

/** 我的消息, newest first, with the unread count that drives the badge. */
export async function getMessages(deps: AppDeps, userId: number, page: number, pageSize: number) {
  const db = deps.database.db;
  const [{ list, total }, unread] = await Promise.all([
    listMessages(db, userId, page, pageSize),
    countUnread(db, userId),
  ]);
  return {
    list: list.map((m) => ({
      id: m.id,
      title: m.title,
      content: m.content,
      is_read: m.isRead,
      created_at: m.createdAt.toISOString(),
    })),
    total,
    unread,
    page,
    page_size: pageSize,
  };
}

/**
 * Marks a message read. Another buyer's message answers exactly like a missing one, so ids cannot
 * be probed; reading twice is harmless.
 */
export async function readMessage(deps: AppDeps, userId: number, id: number) {
  const db = deps.database.db;
  if (!(await markRead(db, userId, id))) throw notFound('消息不存在');
  return { id, is_read: true, unread: await countUnread(db, userId) };
}

/** 站内消息 to one buyer (registration, review outcome, licence expiry); shows in the header badge. */
export async function sendMessage(db: Db, userId: number, title: string, content: string): Promise<void> {
  await insertMessage(db, userId, title, content);
}
