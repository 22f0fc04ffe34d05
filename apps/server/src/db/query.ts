import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
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

/**
 * Rows of a raw SQL query typed by a zod schema rather than by a cast: outside production every row
 * is parsed, so a wrong or missing column fails the test that runs the query. The schema may not
 * transform (its input type is its output type), so production, which skips the parse, returns
 * exactly what the tests checked.
 */
export async function queryChecked<T>(db: Db | Tx, schema: z.ZodType<T, T>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = (result as { rows: unknown[] }).rows;
  if (process.env.NODE_ENV === 'production') return rows as T[];
  return rows.map((row) => schema.parse(row));
}

/** A LIKE pattern's text with its wildcards taken literally (PostgreSQL's default escape is \). */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern "contains `s`". */
export const containing = (s: string): string => `%${escapeLike(s)}%`;
