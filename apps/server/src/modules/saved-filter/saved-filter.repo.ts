import { and, asc, count, eq } from 'drizzle-orm';
import type { SavedFilterTable } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { savedFilters } from '../../db/schema';

export function listSavedFilters(db: Db, operatorId: number, table: SavedFilterTable) {
  return db
    .select()
    .from(savedFilters)
    .where(and(eq(savedFilters.operatorId, operatorId), eq(savedFilters.tableKey, table)))
    .orderBy(asc(savedFilters.name));
}

export async function countSavedFilters(tx: Tx, operatorId: number, table: SavedFilterTable) {
  const [r] = await tx
    .select({ n: count() })
    .from(savedFilters)
    .where(and(eq(savedFilters.operatorId, operatorId), eq(savedFilters.tableKey, table)));
  return r?.n ?? 0;
}

export async function findSavedFilterByName(
  tx: Tx,
  operatorId: number,
  table: SavedFilterTable,
  name: string,
) {
  const [r] = await tx
    .select({ id: savedFilters.id })
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.operatorId, operatorId),
        eq(savedFilters.tableKey, table),
        eq(savedFilters.name, name),
      ),
    );
  return r ?? null;
}

/** Saving a name again replaces that set (the unique owner + table + name index). */
export async function upsertSavedFilter(
  tx: Tx,
  row: { operatorId: number; tableKey: SavedFilterTable; name: string; filters: Record<string, unknown> },
) {
  const [saved] = await tx
    .insert(savedFilters)
    .values(row)
    .onConflictDoUpdate({
      target: [savedFilters.operatorId, savedFilters.tableKey, savedFilters.name],
      set: { filters: row.filters },
    })
    .returning();
  if (!saved) throw new Error('saved filter upsert returned nothing');
  return saved;
}

/** Deletes one of this operator's own sets; another operator's id deletes nothing. */
export async function deleteSavedFilter(tx: Tx, operatorId: number, id: number) {
  const [gone] = await tx
    .delete(savedFilters)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.operatorId, operatorId)))
    .returning();
  return gone ?? null;
}
