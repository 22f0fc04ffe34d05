/**
 * Rows of a raw SQL statement run as a named (prepared) statement on PostgreSQL: each connection
 * parses it once and reuses one generic plan. The cart's pricing snapshot is one large statement
 * whose planning costs more PostgreSQL CPU than running it.
 *
 * Naming alone did not save the planning: PostgreSQL's default (plan_cache_mode = auto) compares the
 * generic plan's estimate with the custom plans', and a parameter array (`unnest($1::int[])`) is
 * estimated at 100 elements in the generic plan against its real length in a custom one, so it kept
 * planning every call (3.7 ms a snapshot against 0.7 ms generic, measured on this statement). These
 * statements are keyed lookups whose plan never depends on the values, so outside a transaction
 * they run on a small pool of connections opened with plan_cache_mode = force_generic_plan
 * (db/client.ts); the rest of the app keeps custom plans (search patterns and filters need them).
 * PGlite, or anything not backed by node-postgres, runs the statement unnamed.
 */
import { createHash } from 'node:crypto';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Tx } from './client';
import { queryRows } from './query';

/** What drizzle's PgDatabase and PgTransaction hold at run time (not in their public types). */
interface DrizzleInternals {
  dialect?: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session?: {
    client?: unknown;
    prepareQuery?(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: undefined,
      arrayMode: false,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
}

/** Statement text → name. A name is a hash of the text, so one name never means two texts. */
const names = new Map<string, string>();
/** A pool → its generic-plan twin, registered by openDatabase. */
const genericTwins = new WeakMap<pg.Pool, pg.Pool>();

export function registerGenericPlanPool(pool: pg.Pool, twin: pg.Pool): void {
  genericTwins.set(pool, twin);
}

/** Where a named statement given this pool runs: its generic-plan twin, if it has one (benches replay there too). */
export const genericPlanPoolOf = (pool: pg.Pool): pg.Pool => genericTwins.get(pool) ?? pool;

/** Connection options that make every plan of the connection generic (see above). */
export const GENERIC_PLAN_OPTIONS = '-c plan_cache_mode=force_generic_plan';
const MAX_NAMES = 500;

function nameOf(text: string): string {
  const known = names.get(text);
  if (known) return known;
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  if (names.size < MAX_NAMES) names.set(text, name);
  return name;
}

/**
 * Inside a transaction (on the main pool), its prepared statements plan generically too, until it
 * ends: one short statement that saves replanning the large ones (order placement).
 */
export async function planGenerically(tx: Tx): Promise<void> {
  const { session } = tx as unknown as DrizzleInternals;
  if (session?.client instanceof pg.Client)
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
}

export async function queryPrepared<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const client = session?.client;
  if (!dialect || !(client instanceof pg.Pool || client instanceof pg.Client)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const target = client instanceof pg.Pool ? genericPlanPoolOf(client) : client;
  const result = await target.query({ name: nameOf(text), text, values: params });
  return result.rows as T[];
}

/** A fixed statement's text, name and parameters (placeholders among them), worked out once. */
const compiled = new WeakMap<SQL, { text: string; name: string; params: unknown[] }>();

/**
 * Rows of a fixed named statement: built once (a module constant) with `sql.placeholder('…')` for
 * what varies, filled from `values` per call. Its text and name are worked out on first use rather
 * than on every call: drizzle writing the 3 KB goods detail statement and hashing it for its name
 * were ~2 % of a detail miss's CPU. PGlite runs it through drizzle's own prepared query.
 */
export async function queryStatement<T>(
  db: Db | Tx,
  statement: SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  if (!dialect || !session?.prepareQuery)
    throw new Error('queryStatement: not a drizzle PostgreSQL database');
  const client = session.client;
  if (!(client instanceof pg.Pool || client instanceof pg.Client)) {
    const prepared = session.prepareQuery(dialect.sqlToQuery(statement), undefined, undefined, false);
    return ((await prepared.execute(values)) as { rows: T[] }).rows;
  }
  let known = compiled.get(statement);
  if (!known) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    known = { text, name: nameOf(text), params };
    compiled.set(statement, known);
  }
  const target = client instanceof pg.Pool ? genericPlanPoolOf(client) : client;
  const values_ = fillPlaceholders(known.params, values);
  const result = await target.query({ name: known.name, text: known.text, values: values_ });
  return result.rows as T[];
}
