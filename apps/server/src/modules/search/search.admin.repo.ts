import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminSearchWord, AdminSearchWordInputSchema, AdminZeroResultQuerySchema } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

type WordInput = z.output<typeof AdminSearchWordInputSchema>;
type ReportQuery = z.output<typeof AdminZeroResultQuerySchema>;

const intArray = (ids: number[]) => `{${ids.join(',')}}`;
const textArray = (items: string[]) =>
  `{${items.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

export function selectSearchWords(db: Db): Promise<AdminSearchWord[]> {
  return queryRows<AdminSearchWord>(
    db,
    sql`SELECT s.id, s.kind, s.word, s.aliases, s.category_ids, s.generic_names, s.indication_terms, s.enabled,
          s.note, to_char(s.updated_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS updated_at,
          ARRAY(SELECT c.name FROM categories c WHERE c.id = ANY(s.category_ids) ORDER BY c.id) AS category_names
        FROM search_synonyms s ORDER BY s.kind, s.id`,
  );
}

/** How many of the given category ids exist. */
export async function countCategories(tx: Tx, ids: number[]): Promise<number> {
  const found = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM categories WHERE id = ANY(${intArray(ids)}::int[])`,
  );
  return found[0]?.n ?? 0;
}

/** Another entry with the same word (any entry when id is null). */
export function wordClashes(tx: Tx, word: string, id: number | null): Promise<{ id: number }[]> {
  return queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM search_synonyms WHERE word = ${word} AND id IS DISTINCT FROM ${id}`,
  );
}

/** The entry as it was, locked until the edit commits (for the audit's before). */
export function lockSearchWord(tx: Tx, id: number): Promise<Record<string, unknown>[]> {
  return queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT * FROM search_synonyms WHERE id = ${id} FOR UPDATE`,
  );
}

const wordValues = (input: WordInput) =>
  sql`${input.kind}, ${input.word}, ${textArray(input.aliases)}::text[], ${intArray(input.category_ids)}::int[],
      ${textArray(input.generic_names)}::text[], ${textArray(input.indication_terms)}::text[], ${input.enabled}, ${input.note}`;

export function insertSearchWord(tx: Tx, input: WordInput): Promise<{ id: number }[]> {
  return queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO search_synonyms (kind, word, aliases, category_ids, generic_names, indication_terms, enabled, note)
                VALUES (${wordValues(input)}) RETURNING id`,
  );
}

export function updateSearchWord(tx: Tx, id: number, input: WordInput): Promise<{ id: number }[]> {
  return queryRows<{ id: number }>(
    tx,
    sql`UPDATE search_synonyms SET (kind, word, aliases, category_ids, generic_names, indication_terms, enabled, note, updated_at)
                = (${wordValues(input)}, now()) WHERE id = ${id} RETURNING id`,
  );
}

export function deleteSearchWordRow(tx: Tx, id: number): Promise<{ id: number; word: string }[]> {
  return queryRows<{ id: number; word: string }>(
    tx,
    sql`DELETE FROM search_synonyms WHERE id = ${id} RETURNING id, word`,
  );
}

export interface ZeroResultRow {
  keyword: string;
  searches: number;
  results: number;
  buyers: { user_id: number; name: string; company: string }[];
  last_at: string;
}

const reportWhere = (q: ReportQuery) =>
  sql`l.created_at > now() - make_interval(days => ${q.days}) AND l.results <= ${q.max_results}`;

/** One page of the zero-result report: keywords most searched first, with who searched them. */
export function zeroResultRows(db: Db, q: ReportQuery): Promise<ZeroResultRow[]> {
  return queryRows<ZeroResultRow>(
    db,
    sql`SELECT l.keyword, count(*)::int AS searches, min(l.results)::int AS results,
          to_char(max(l.created_at) AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS last_at,
          coalesce((SELECT json_agg(json_build_object('user_id', u.id, 'name', u.username, 'company', coalesce(c.name, '')) ORDER BY u.id)
            FROM users u LEFT JOIN companies c ON c.id = u.company_id
            WHERE u.id IN (SELECT DISTINCT l2.user_id FROM search_log l2
              WHERE l2.keyword = l.keyword AND l2.user_id IS NOT NULL AND l2.created_at > now() - make_interval(days => ${q.days}) AND l2.results <= ${q.max_results})
          ), '[]'::json) AS buyers
        FROM search_log l WHERE ${reportWhere(q)}
        GROUP BY l.keyword ORDER BY count(*) DESC, max(l.created_at) DESC, l.keyword
        LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  );
}

export async function zeroResultTotal(db: Db, q: ReportQuery): Promise<number> {
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT l.keyword)::int AS n FROM search_log l WHERE ${reportWhere(q)}`,
  );
  return total?.n ?? 0;
}

/** How often the buyer searched the keyword (any result count, any time). */
export async function countSearchesBy(tx: Tx, keyword: string, userId: number): Promise<number> {
  const searched = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM search_log WHERE keyword = ${keyword} AND user_id = ${userId}`,
  );
  return searched[0]?.n ?? 0;
}

export function insertWantedVariety(
  tx: Tx,
  w: { user_id: number; keyword: string; quantity: number; remark: string },
): Promise<{ id: number }[]> {
  return queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO wanted_varieties (user_id, name, quantity, remark) VALUES (${w.user_id}, ${w.keyword}, ${w.quantity}, ${w.remark})
          RETURNING id`,
  );
}
