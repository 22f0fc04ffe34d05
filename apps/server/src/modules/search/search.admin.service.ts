/**
 * 搜索词典 and the zero-result report in the back office (issue 34). The dictionary is a catalogue
 * table: a write notifies every instance (catalogue/triggers.ts), whose search reads it again.
 */
import type { z } from 'zod';
import type { AdminSearchWord, AdminSearchWordInputSchema, AdminZeroResultQuerySchema } from '@shop/shared';
import type { Db } from '../../db/client';
import { invalid, notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import {
  countCategories,
  countSearchesBy,
  deleteSearchWordRow,
  insertSearchWord,
  insertWantedVariety,
  lockSearchWord,
  selectSearchWords,
  updateSearchWord,
  wordClashes,
  zeroResultRows,
  zeroResultTotal,
} from './search.admin.repo';

type WordInput = z.output<typeof AdminSearchWordInputSchema>;

export async function listSearchWords(db: Db): Promise<AdminSearchWord[]> {
  return selectSearchWords(db);
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
      if ((await countCategories(tx, input.category_ids)) !== new Set(input.category_ids).size)
        throw invalid('所选分类不存在');
    }
    const clash = await wordClashes(tx, input.word, id);
    if (clash.length) throw refused(`词条「${input.word}」已存在`);
    const [before] = id === null ? [undefined] : await lockSearchWord(tx, id);
    if (id !== null && !before) throw notFound('词条不存在');
    const [row] = id === null ? await insertSearchWord(tx, input) : await updateSearchWord(tx, id, input);
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
    const [row] = await deleteSearchWordRow(tx, id);
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
  const rows = await zeroResultRows(db, q);
  const total = await zeroResultTotal(db, q);
  return { list: rows, total, page: q.page, page_size: q.page_size };
}

/** 缺货登记 from the report: a wanted variety for a buyer who searched it, audited. */
export async function wantedFromSearch(
  db: Db,
  actor: Actor,
  input: { keyword: string; user_id: number; quantity: number; remark: string },
) {
  return db.transaction(async (tx) => {
    if ((await countSearchesBy(tx, input.keyword, input.user_id)) === 0)
      throw refused('该客户没有搜索过这个品种');
    const remark = input.remark || `后台根据搜索无结果报表登记（客户搜索「${input.keyword}」）`;
    const [row] = await insertWantedVariety(tx, { ...input, remark });
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
