/**
 * The chat desk's conversations: one row per buyer who has written, with who looks after it, how
 * much the desk has not read, and whether it waits for an answer. `waiting`: the buyer wrote after
 * the last answer of a person (an agent message with its operator; the automatic greeting has none).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every conversation's figures; the list, the unread total and the dashboard's queue read this one. */
export const CONVERSATIONS = sql`
  SELECT m.user_id, max(m.id) AS last_id, count(*)::int AS messages,
         coalesce(max(m.id) FILTER (WHERE m.from = 'buyer'), 0)
           > coalesce(max(m.id) FILTER (WHERE m.operator_id IS NOT NULL), 0) AS waiting,
         count(*) FILTER (WHERE m.from = 'buyer' AND m.id > coalesce(cv.read_id, 0))::int AS unread,
         cv.assignee_id
    FROM chat_messages m LEFT JOIN chat_conversations cv ON cv.user_id = m.user_id
   GROUP BY m.user_id, cv.read_id, cv.assignee_id`;

/** The dashboard's 待回复会话: the list's 只看待回复 rule, counted. */
export const WAITING_COUNT = sql`(SELECT count(*) FROM (${CONVERSATIONS}) s WHERE s.waiting)`;

export interface ChatListRow {
  user_id: number;
  username: string;
  company: string;
  manager_name: string | null;
  last_from: 'buyer' | 'agent';
  last_content: string;
  last_at: Date | string;
  messages: number;
  waiting: boolean;
  unread: number;
  assignee_id: number | null;
  assignee_name: string | null;
}

export interface ChatListFilter {
  page: number;
  page_size: number;
  keyword?: string | undefined;
  waiting?: '1' | undefined;
  assignee?: 'me' | 'none' | undefined;
  manager_id?: number | undefined;
}

/** Waiting conversations first, then by newest activity. `me`: the operator asking. */
export async function listConversations(db: Db, me: number, q: ChatListFilter) {
  const parts: SQL[] = [sql`true`];
  if (q.manager_id !== undefined) parts.push(sql`u.account_manager_id = ${q.manager_id}`);
  if (q.keyword) parts.push(sql`(c.name LIKE ${like(q.keyword)} OR u.username = ${q.keyword})`);
  if (q.waiting) parts.push(sql`s.waiting`);
  if (q.assignee === 'me') parts.push(sql`s.assignee_id = ${me}`);
  if (q.assignee === 'none') parts.push(sql`s.assignee_id IS NULL`);
  const from = sql`FROM (${CONVERSATIONS}) s
                   JOIN chat_messages last ON last.id = s.last_id
                   JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = u.company_id
                   LEFT JOIN account_managers m ON m.id = u.account_manager_id
                   LEFT JOIN operators o ON o.id = s.assignee_id
                  WHERE ${sql.join(parts, sql` AND `)}`;
  const [rows, [count]] = await Promise.all([
    queryRows<ChatListRow>(
      db,
      sql`SELECT u.id AS user_id, u.username, c.name AS company, m.name AS manager_name,
                 last.from AS last_from, last.content AS last_content, last.created_at AS last_at,
                 s.messages, s.waiting, s.unread, s.assignee_id, o.name AS assignee_name
          ${from} ORDER BY s.waiting DESC, last.id DESC
          LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n ${from}`),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Unread buyer messages in the conversations this operator answers: their own and the unclaimed. */
export async function unreadFor(db: Db, me: number, managerId: number | undefined) {
  const own = managerId === undefined ? sql`true` : sql`u.account_manager_id = ${managerId}`;
  const [row] = await queryRows<{ unread: number; conversations: number }>(
    db,
    sql`SELECT coalesce(sum(s.unread), 0)::int AS unread, count(*) FILTER (WHERE s.unread > 0)::int AS conversations
          FROM (${CONVERSATIONS}) s JOIN users u ON u.id = s.user_id
         WHERE (s.assignee_id IS NULL OR s.assignee_id = ${me}) AND ${own}`,
  );
  return row ?? { unread: 0, conversations: 0 };
}

export interface Assignee {
  assignee_id: number | null;
  assignee_name: string | null;
}

/** Who looks after the conversation (none without a desk row). */
export async function findAssignee(db: Db | Tx, userId: number): Promise<Assignee> {
  const [row] = await queryRows<Assignee>(
    db,
    sql`SELECT cv.assignee_id, o.name AS assignee_name FROM chat_conversations cv
          LEFT JOIN operators o ON o.id = cv.assignee_id WHERE cv.user_id = ${userId}`,
  );
  return row ?? { assignee_id: null, assignee_name: null };
}

export async function hasMessages(db: Db | Tx, userId: number): Promise<boolean> {
  const rows = await queryRows(db, sql`SELECT 1 FROM chat_messages WHERE user_id = ${userId} LIMIT 1`);
  return rows.length > 0;
}

/** Takes an unassigned conversation; false when someone already holds it. */
export async function claimIfFree(tx: Tx, userId: number, operatorId: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`INSERT INTO chat_conversations (user_id, assignee_id, assigned_at) VALUES (${userId}, ${operatorId}, now())
        ON CONFLICT (user_id) DO UPDATE SET assignee_id = excluded.assignee_id, assigned_at = now()
         WHERE chat_conversations.assignee_id IS NULL
        RETURNING user_id`,
  );
  return rows.length > 0;
}

/** Gives the conversation to this operator whoever held it (an administrator's 改派). */
export async function setAssignee(tx: Tx, userId: number, operatorId: number): Promise<void> {
  await tx.execute(
    sql`INSERT INTO chat_conversations (user_id, assignee_id, assigned_at) VALUES (${userId}, ${operatorId}, now())
        ON CONFLICT (user_id) DO UPDATE SET assignee_id = excluded.assignee_id, assigned_at = now()`,
  );
}

/** The desk has read the conversation up to its newest message. Never moves backwards. */
export async function markRead(db: Db | Tx, userId: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO chat_conversations (user_id, read_id)
        SELECT ${userId}, max(id) FROM chat_messages WHERE user_id = ${userId} HAVING max(id) IS NOT NULL
        ON CONFLICT (user_id) DO UPDATE SET read_id = greatest(chat_conversations.read_id, excluded.read_id)`,
  );
}

export interface AgentRow {
  id: number;
  name: string;
  username: string;
}

/** Operators who may answer chats (one of their enabled roles holds service.chat or everything). */
export async function listAgents(db: Db): Promise<AgentRow[]> {
  return queryRows<AgentRow>(
    db,
    sql`SELECT o.id, o.name, o.username FROM operators o
         WHERE NOT o.disabled AND EXISTS (
           SELECT 1 FROM roles r
            WHERE NOT r.disabled AND (r.permissions ? 'service.chat' OR r.permissions ? '*')
              AND (r.code = o.role_code
                   OR r.code IN (SELECT role_code FROM operator_roles WHERE operator_id = o.id)))
         ORDER BY o.id`,
  );
}

/** The buyer a conversation belongs to, as the desk's header shows it. */
export async function findChatBuyer(db: Db, userId: number) {
  const [u] = await queryRows<{ username: string; company: string; is_can_chat: boolean }>(
    db,
    sql`SELECT u.username, c.name AS company, u.is_can_chat FROM users u JOIN companies c ON c.id = u.company_id
         WHERE u.id = ${userId}`,
  );
  return u;
}
