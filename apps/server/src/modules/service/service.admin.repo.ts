import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

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
  q: { page: number; page_size: number; manager_id?: number | undefined },
) {
  const t = sql.raw(table);
  const own =
    q.manager_id === undefined
      ? sql`true`
      : sql`r.user_id IN (SELECT id FROM users WHERE account_manager_id = ${q.manager_id})`;
  const where = sql`${status ?? sql`true`} AND ${own}`;
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
