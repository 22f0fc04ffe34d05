import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { templateKey } from './template-key';

/**
 * Which database the API suites run on: PGlite always, PostgreSQL when TEST_DB=postgres (the test
 * command runs the server project twice). Both start from one migrated, seeded template.
 */
export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** Goods in the test template: the demo size, so tests see what a buyer sees. */
export const TEST_GOODS = Number(process.env.TEST_SEED_GOODS ?? 3000);

export const templateDbName = () => `shop_tpl_${templateKey(TEST_GOODS)}`;
export const pgliteTemplateFile = () =>
  `${process.cwd()}/.tmp/pglite-template-${templateKey(TEST_GOODS)}.tar.gz`;

export function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  return url;
}

export function urlForDb(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(
  sqlText: string,
  params: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return (await client.query<R>(sqlText, params)).rows;
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** A private copy of the seeded template for one test file. */
export async function openTestDatabase(poolSize = 10): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const dump = new Blob([fs.readFileSync(pgliteTemplateFile())]);
    const database = await openDatabase({ loadDataDir: dump });
    return { database, drop: () => database.close() };
  }
  const name = `shop_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateDbName()}`);
  // A test database is thrown away at the end: its commits need not wait for the WAL to reach the
  // disk (a server crash is not what these tests simulate; committed rows stay visible at once).
  await adminQuery(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  // DROP ... WITH (FORCE) at the end kills connections a test left open; that is expected here.
  const database = await openDatabase({
    databaseUrl: urlForDb(name),
    poolSize,
    onPoolError: () => undefined,
  });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
