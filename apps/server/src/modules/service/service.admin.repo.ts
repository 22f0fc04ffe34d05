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

/** 待回复 / 已回复 of the feedback list, as a condition on its rows (r). */
export const feedbackStatusCondition = (status: string | undefined): SQL | null =>
  status ? (status === 'pending' ? sql`r.reply IS NULL` : sql`r.reply IS NOT NULL`) : null;

/** A status of the wanted list, as a condition on its rows (r). */
export const wantedStatusCondition = (status: string | undefined): SQL | null =>
  status ? sql`r.status = ${status}` : null;

export async function goodsExists(db: Db, goodsId: number): Promise<boolean> {
  const [g] = await queryRows(db, sql`SELECT id FROM goods WHERE id = ${goodsId}`);
  return g !== undefined;
}

/** The upload ids of one feedback's photos, in order; undefined when there is no such feedback. */
export async function feedbackImageIds(db: Db, id: number) {
  const [f] = await queryRows<{ image_ids: number[] }>(
    db,
    sql`SELECT image_ids FROM feedbacks WHERE id = ${id}`,
  );
  return f?.image_ids;
}
