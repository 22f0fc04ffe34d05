/**
 * 搜索词典 and the zero-result report in the back office (issue 34). The dictionary is a catalogue
 * table: a write notifies every instance (catalogue/triggers.ts), whose search reads it again.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminSearchWord, AdminSearchWordInputSchema, AdminZeroResultQuerySchema } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { invalid, notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';

type WordInput = z.output<typeof AdminSearchWordInputSchema>;

const intArray = (ids: number[]) => `{${ids.join(',')}}`;
const textArray = (items: string[]) =>
  `{${items.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

export async function listSearchWords(db: Db): Promise<AdminSearchWord[]> {
  return queryRows<AdminSearchWord>(
    db,
    sql`SELECT s.id, s.kind, s.word, s.aliases, s.category_ids, s.generic_names, s.indication_terms, s.enabled,
          s.note, to_char(s.updated_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS updated_at,
          ARRAY(SELECT c.name FROM categories c WHERE c.id = ANY(s.category_ids) ORDER BY c.id) AS category_names
        FROM search_synonyms s ORDER BY s.kind, s.id`,
  );
}

const fields = (w: WordInput) => ({
  kind: w.kind,
  word: w.word,
  aliases: w.aliases,
  category_ids: w.category_ids,
  generic_names: w.generic_names,
  indication_terms: w.indication_terms,
  enabled: w.enabled,
  note: w.note,
});

export async function saveSearchWord(db: Db, actor: Actor, id: number | null, input: WordInput) {
  return db.transaction(async (tx) => {
    if (input.category_ids.length) {
      const found = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM categories WHERE id = ANY(${intArray(input.category_ids)}::int[])`,
      );
      if ((found[0]?.n ?? 0) !== new Set(input.category_ids).size) throw invalid('所选分类不存在');
    }
    const clash = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM search_synonyms WHERE word = ${input.word} AND id IS DISTINCT FROM ${id}`,
    );
    if (clash.length) throw refused(`词条「${input.word}」已存在`);
    const [before] =
      id === null
        ? [undefined]
        : await queryRows<Record<string, unknown>>(
            tx,
            sql`SELECT * FROM search_synonyms WHERE id = ${id} FOR UPDATE`,
          );
    if (id !== null && !before) throw notFound('词条不存在');
    const values = sql`${input.kind}, ${input.word}, ${textArray(input.aliases)}::text[], ${intArray(input.category_ids)}::int[],
      ${textArray(input.generic_names)}::text[], ${textArray(input.indication_terms)}::text[], ${input.enabled}, ${input.note}`;
    const [row] =
      id === null
        ? await queryRows<{ id: number }>(
            tx,
            sql`INSERT INTO search_synonyms (kind, word, aliases, category_ids, generic_names, indication_terms, enabled, note)
                VALUES (${values}) RETURNING id`,
          )
        : await queryRows<{ id: number }>(
            tx,
            sql`UPDATE search_synonyms SET (kind, word, aliases, category_ids, generic_names, indication_terms, enabled, note, updated_at)
                = (${values}, now()) WHERE id = ${id} RETURNING id`,
          );
    if (!row) throw notFound('词条不存在');
    await audit(tx, actor, {
      action: 'goods.search_word',
      targetType: 'search_word',
      targetId: row.id,
      summary: `${id === null ? '新增' : '修改'}搜索词条「${input.word}」`,
      before: before ?? undefined,
      after: fields(input),
    });
    return { id: row.id };
  });
}

export async function deleteSearchWord(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number; word: string }>(
      tx,
      sql`DELETE FROM search_synonyms WHERE id = ${id} RETURNING id, word`,
    );
    if (!row) throw notFound('词条不存在');
    await audit(tx, actor, {
      action: 'goods.search_word',
      targetType: 'search_word',
      targetId: id,
      summary: `删除搜索词条「${row.word}」`,
      before: { word: row.word },
    });
    return { id };
  });
}

type ReportQuery = z.output<typeof AdminZeroResultQuerySchema>;

/** What buyers searched that found nothing or little, most searched first, with who searched it. */
export async function zeroResultReport(db: Db, q: ReportQuery) {
  const where = sql`l.created_at > now() - make_interval(days => ${q.days}) AND l.results <= ${q.max_results}`;
  const rows = await queryRows<{
    keyword: string;
    searches: number;
    results: number;
    buyers: { user_id: number; name: string; company: string }[];
    last_at: string;
  }>(
    db,
    sql`SELECT l.keyword, count(*)::int AS searches, min(l.results)::int AS results,
          to_char(max(l.created_at) AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS last_at,
          coalesce((SELECT json_agg(json_build_object('user_id', u.id, 'name', u.username, 'company', coalesce(c.name, '')) ORDER BY u.id)
            FROM users u LEFT JOIN companies c ON c.id = u.company_id
            WHERE u.id IN (SELECT DISTINCT l2.user_id FROM search_log l2
              WHERE l2.keyword = l.keyword AND l2.user_id IS NOT NULL AND l2.created_at > now() - make_interval(days => ${q.days}) AND l2.results <= ${q.max_results})
          ), '[]'::json) AS buyers
        FROM search_log l WHERE ${where}
        GROUP BY l.keyword ORDER BY count(*) DESC, max(l.created_at) DESC, l.keyword
        LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT l.keyword)::int AS n FROM search_log l WHERE ${where}`,
  );
  return { list: rows, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

/** 缺货登记 from the report: a wanted variety for a buyer who searched it, audited. */
export async function wantedFromSearch(
  db: Db,
  actor: Actor,
  input: { keyword: string; user_id: number; quantity: number; remark: string },
) {
  return db.transaction(async (tx) => {
    const searched = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM search_log WHERE keyword = ${input.keyword} AND user_id = ${input.user_id}`,
    );
    if ((searched[0]?.n ?? 0) === 0) throw refused('该客户没有搜索过这个品种');
    const remark = input.remark || `后台根据搜索无结果报表登记（客户搜索「${input.keyword}」）`;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO wanted_varieties (user_id, name, quantity, remark) VALUES (${input.user_id}, ${input.keyword}, ${input.quantity}, ${remark})
          RETURNING id`,
    );
    if (!row) throw notFound('登记失败');
    await audit(tx, actor, {
      action: 'goods.wanted_from_search',
      targetType: 'wanted_variety',
      targetId: row.id,
      summary: `根据搜索无结果报表为客户 ${input.user_id} 登记缺货品种「${input.keyword}」`,
      after: input,
    });
    return { id: row.id };
  });
}
