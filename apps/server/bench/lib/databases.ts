import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDatabase } from '../../src/db/seed/index';
import { createHash } from 'node:crypto';
import { MIGRATIONS_DIR } from '../../src/db/migrate';

export const BENCH_GOODS = Number(process.env.BENCH_GOODS ?? 100_000);
/** A developer's parallel runs (worktrees) each keep their own bench catalogue. */
export const BENCH_DB = process.env.BENCH_PG_DB ?? 'bench_shop';
export const PGLITE_DIR = path.resolve('.tmp/bench-pglite');
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Seeding 100k goods takes minutes, so a catalogue is reused while the schema (the migration) and
 * the size are unchanged; seed-data tweaks do not force a reseed (BENCH_RESEED=1 does).
 */
export function key(): string {
  const hash = createHash('sha1');
  for (const f of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, f)));
  }
  return `${hash.digest('hex').slice(0, 12)}_${BENCH_GOODS}${process.env.BENCH_RESEED ? `_${Date.now()}` : ''}`;
}

async function admin<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function seed(database: Database, label: string): Promise<void> {
  const started = Date.now();
  await migrateDatabase(database);
  await seedDatabase(database.db, {
    goods: BENCH_GOODS,
    onProgress: (done, total) => {
      if (done % 10_000 === 0) console.log(`[bench] ${label}: ${done}/${total} goods`);
    },
  });
  console.log(
    `[bench] ${label}: seeded ${BENCH_GOODS} goods in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

export function benchPgUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? DEFAULT_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

/** bench_shop on DATABASE_URL's server, from template0 with C.UTF-8 so Chinese trigrams exist. */
export async function openBenchPostgres(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_URL;
  const wanted = `${key()}`;
  const rows = await admin<{ d: string | null }>(
    adminUrl,
    `SELECT shobj_description(oid, 'pg_database') AS d FROM pg_database WHERE datname = '${BENCH_DB}'`,
  );
  if (rows[0]?.d === wanted) return openDatabase({ databaseUrl: benchPgUrl(), poolSize: 20 });
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin(
    adminUrl,
    `CREATE DATABASE ${BENCH_DB} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  const database = await openDatabase({ databaseUrl: benchPgUrl(), poolSize: 20 });
  await seed(database, 'postgres');
  await admin(benchPgUrl(), 'VACUUM ANALYZE');
  await admin(adminUrl, `COMMENT ON DATABASE ${BENCH_DB} IS '${wanted}'`);
  return database;
}

export async function openBenchPglite(): Promise<Database> {
  const marker = `${PGLITE_DIR}.key`;
  const fresh = fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === key();
  if (!fresh) fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: PGLITE_DIR });
  if (!fresh) {
    await seed(database, 'pglite');
    await database.db.execute('VACUUM ANALYZE');
    fs.writeFileSync(marker, key());
  }
  return database;
}
