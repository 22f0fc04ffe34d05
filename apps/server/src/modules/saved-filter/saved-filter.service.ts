/**
 * 常用筛选: each operator keeps named filter sets per queue table, to pick again the next day.
 * Written in a transaction with its audit record like every operator write.
 */
import {
  SAVED_FILTER_CAP,
  type SavedFilter,
  type SavedFilterBody,
  type SavedFilterTable,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import {
  countSavedFilters,
  deleteSavedFilter,
  findSavedFilterByName,
  listSavedFilters,
  upsertSavedFilter,
} from './saved-filter.repo';

const view = (r: {
  id: number;
  name: string;
  filters: Record<string, unknown>;
  createdAt: Date;
}): SavedFilter => ({
  id: r.id,
  name: r.name,
  filters: r.filters,
  created_at: r.createdAt.toISOString(),
});

export async function mySavedFilters(db: Db, actor: Actor, table: SavedFilterTable) {
  return (await listSavedFilters(db, actor.operatorId, table)).map(view);
}

export async function saveFilter(db: Db, actor: Actor, body: SavedFilterBody) {
  return db.transaction(async (tx) => {
    const existing = await findSavedFilterByName(tx, actor.operatorId, body.table, body.name);
    if (!existing && (await countSavedFilters(tx, actor.operatorId, body.table)) >= SAVED_FILTER_CAP)
      throw refused(`每个列表最多保存${SAVED_FILTER_CAP}个常用筛选，请先删除不用的`);
    const row = await upsertSavedFilter(tx, {
      operatorId: actor.operatorId,
      tableKey: body.table,
      name: body.name,
      filters: body.filters,
    });
    await audit(tx, actor, {
      action: 'saved_filter.save',
      targetType: 'saved_filter',
      targetId: row.id,
      summary: `${existing ? '更新' : '保存'}常用筛选「${body.name}」`,
      after: { table: body.table, filters: body.filters },
    });
    return view(row);
  });
}

export async function removeFilter(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const gone = await deleteSavedFilter(tx, actor.operatorId, id);
    if (!gone) throw notFound('常用筛选不存在');
    await audit(tx, actor, {
      action: 'saved_filter.delete',
      targetType: 'saved_filter',
      targetId: id,
      summary: `删除常用筛选「${gone.name}」`,
      before: { table: gone.tableKey, filters: gone.filters },
    });
    return { id };
  });
}
