import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing, queryRows } from '../../db/query';

const page = (p: { page: number; page_size: number }) =>
  sql`LIMIT ${p.page_size} OFFSET ${(p.page - 1) * p.page_size}`;

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
                         WHERE c.name LIKE ${containing(q.keyword)} OR u.username = ${q.keyword})`
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
