/**
 * Room on each goods heap page for a new row version beside the old one: a stock or sales update
 * that changes no indexed column (goods.sellable, not stock, is in the sort-order indexes) can then
 * be a HOT update and write none of the ~22 indexes. drizzle-kit cannot express a table's storage
 * parameters, so migrateDatabase sets it after the migrations. It applies to pages written from now
 * on; set only when missing, so a restart takes no lock on goods.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './query';

export const GOODS_FILLFACTOR = 65;

export async function installGoodsFillfactor(db: Db): Promise<void> {
  const [row] = await queryRows<{ options: string[] | null }>(
    db,
    sql`SELECT reloptions AS options FROM pg_class WHERE oid = 'goods'::regclass`,
  );
  if (row?.options?.includes(`fillfactor=${GOODS_FILLFACTOR}`)) return;
  await db.execute(sql.raw(`ALTER TABLE goods SET (fillfactor = ${GOODS_FILLFACTOR})`));
}
