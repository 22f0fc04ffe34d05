import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Rows of a raw SQL query. PGlite and node-postgres both answer `{ rows }`, but drizzle types the
 * result per driver; this is the one place that bridges them.
 */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Runs `fn` in the caller's transaction when given one, else in a new one (so callers can audit with it). */
export const inTx = <T>(db: Db | Tx, fn: (tx: Tx) => Promise<T>): Promise<T> =>
  'rollback' in db ? fn(db) : db.transaction(fn);
