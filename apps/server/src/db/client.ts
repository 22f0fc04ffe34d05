import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import { GENERIC_PLAN_OPTIONS, registerGenericPlanPool } from './prepared';
import { trackCommits } from './after-commit';

export type Schema = typeof schema;
/** The one database type the app uses, whether PGlite or a PostgreSQL pool sits behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  /** A dump made by `dumpDataDir`, loaded instead of opening a folder (tests). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  /** Errors of idle pooled connections (server restart, admin kill); logged by default. */
  onPoolError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // The pool size is the process's whole connection budget (cluster.ts divides max_connections):
    // a quarter of it goes to the prepared statements' generic-plan pool (db/prepared.ts). Not below
    // 8: the LISTEN feeds hold two of the main pool's connections for good (db/listen.ts).
    const size = opts.poolSize ?? 20;
    const genericSize = size >= 8 ? Math.max(2, Math.round(size / 4)) : 0;
    // Without a listener an idle connection killed by the server is an uncaught error that ends the
    // process; the pool drops that connection and opens a fresh one on the next query.
    const onError =
      opts.onPoolError ?? ((err: Error) => console.error('[db] idle connection error:', err.message));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: size - genericSize });
    pool.on('error', onError);
    const generic =
      genericSize > 0
        ? new pg.Pool({ connectionString: opts.databaseUrl, max: genericSize, options: GENERIC_PLAN_OPTIONS })
        : null;
    if (generic) {
      generic.on('error', onError);
      registerGenericPlanPool(pool, generic);
    }
    const db = trackCommits(drizzlePg(pool, { schema, casing: 'snake_case' }));
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), generic?.end()]);
      },
    };
  }
  const release = opts.pgliteDir ? lockDataDir(opts.pgliteDir) : () => undefined;
  try {
    const client = await PGlite.create({
      ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    const db = trackCommits(drizzlePglite(client, { schema, casing: 'snake_case' }));
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder silently diverge. A pid file refuses
 * the second process while the first is alive and recovers from a crashed one.
 */
function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, '..', `${path.basename(dir)}.lock`);
  try {
    const holder = Number(fs.readFileSync(lockPath, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`数据库目录 ${dir} 正被进程 ${holder} 使用；请先停止该进程`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(lockPath, String(process.pid));
  return () => fs.rmSync(lockPath, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
