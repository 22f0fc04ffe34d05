import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const page = (p: { page: number; page_size: number }) =>
  sql`LIMIT ${p.page_size} OFFSET ${(p.page - 1) * p.page_size}`;

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
}

/**
 * One row per conversation, newest activity first. `waiting`: the buyer wrote after the last
 * answer of a person. The automatic greeting is the first agent message whenever the buyer spoke
 * first (chat.service sends it only into a conversation without one), so it is not an answer.
 */
export async function listChats(
  db: Db,
  q: {
    page: number;
    page_size: number;
    keyword?: string | undefined;
    waiting?: '1' | undefined;
    manager_id?: number | undefined;
  },
) {
  const parts: SQL[] = [sql`true`];
  if (q.manager_id !== undefined) parts.push(sql`u.account_manager_id = ${q.manager_id}`);
  if (q.keyword) parts.push(sql`(c.name LIKE ${like(q.keyword)} OR u.username = ${q.keyword})`);
  if (q.waiting) parts.push(sql`s.waiting`);
  const from = sql`FROM (SELECT a.*, a.last_buyer > coalesce(
                            (SELECT max(m.id) FROM chat_messages m
                              WHERE m.user_id = a.user_id AND m.from = 'agent' AND m.id > a.first_agent), 0) AS waiting
                       FROM (SELECT user_id, max(id) AS last_id, count(*)::int AS messages,
                                    coalesce(max(id) FILTER (WHERE "from" = 'buyer'), 0) AS last_buyer,
                                    min(id) FILTER (WHERE "from" = 'agent') AS first_agent
                               FROM chat_messages GROUP BY user_id) a) s
                   JOIN chat_messages last ON last.id = s.last_id
                   JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = u.company_id
                   LEFT JOIN account_managers m ON m.id = u.account_manager_id
                  WHERE ${sql.join(parts, sql` AND `)}`;
  const [rows, [count]] = await Promise.all([
    queryRows<ChatListRow>(
      db,
      sql`SELECT u.id AS user_id, u.username, c.name AS company, m.name AS manager_name,
                 last.from AS last_from, last.content AS last_content, last.created_at AS last_at,
                 s.messages, s.waiting
          ${from} ORDER BY s.waiting DESC, last.id DESC ${page(q)}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n ${from}`),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export interface WhoRow {
  id: number;
  user_id: number;
  username: string;
  company: string;
}

/** Feedback or wanted rows of every buyer, with who sent them; pending ones first. */
export async function listWithBuyer<T extends WhoRow>(
  db: Db,
  table: 'feedbacks' | 'wanted_varieties',
  status: SQL | null,
  q: {
    page: number;
    page_size: number;
    manager_id?: number | undefined;
    keyword?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
) {
  const t = sql.raw(table);
  const own =
    q.manager_id === undefined
      ? sql`true`
      : sql`r.user_id IN (SELECT id FROM users WHERE account_manager_id = ${q.manager_id})`;
  const who = q.keyword
    ? sql`r.user_id IN (SELECT u.id FROM users u JOIN companies c ON c.id = u.company_id
                         WHERE c.name LIKE ${like(q.keyword)} OR u.username = ${q.keyword})`
    : sql`true`;
  // Dates are China days: from 00:00 of `from` to the end of `to`, Asia/Shanghai.
  const since = q.from
    ? sql`r.created_at >= (${q.from}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`
    : sql`true`;
  const until = q.to
    ? sql`r.created_at < (${q.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`
    : sql`true`;
  const where = sql`${status ?? sql`true`} AND ${own} AND ${who} AND ${since} AND ${until}`;
  const [rows, [count]] = await Promise.all([
    queryRows<T>(
      db,
      sql`SELECT r.*, u.username, c.name AS company FROM ${t} r
            JOIN users u ON u.id = r.user_id JOIN companies c ON c.id = u.company_id
           WHERE ${where} ORDER BY (r.reply IS NULL) DESC, r.id DESC ${page(q)}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${t} r WHERE ${where}`),
  ]);
  return { rows, total: count?.n ?? 0 };
}
