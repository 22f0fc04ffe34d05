import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed/index';
import { adminQuery, pgliteTemplateFile, TEST_GOODS, templateDbName, testDbKind, urlForDb } from './test-db';

async function fill(database: Database) {
  await migrateDatabase(database);
  await seedDatabase(database.db, { goods: TEST_GOODS });
}

const STALE_MS = 30 * 60_000;

/** Templates of older seed code are dead weight; ones younger than 30 min may serve a parallel run. */
function pruneOldPgliteTemplates(current: string) {
  const dir = path.dirname(current);
  for (const name of fs.readdirSync(dir)) {
    const p = path.join(dir, name);
    if (!name.startsWith('pglite-template-') || p === current) continue;
    if (Date.now() - fs.statSync(p).mtimeMs > STALE_MS) fs.rmSync(p, { force: true });
  }
}

async function pruneOldPgTemplates(current: string) {
  // Several work trees on one PostgreSQL server each keep their own template (their schemas differ),
  // and one run dropping another's mid-run failed every suite of it; only CI (.ci/run) prunes.
  if (!process.env.TEST_PRUNE_PG_TEMPLATES) return;
  const rows = await adminQuery<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'shop_tpl_%' AND datname <> $1",
    [current],
  );
  for (const { datname } of rows) {
    // Without FORCE: a template another run is copying right now stays.
    await adminQuery(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  }
}

/** Builds the seeded template once; later runs reuse it until migrations or seed code change. */
export default async function setup() {
  const started = Date.now();
  if (testDbKind() === 'pglite') {
    const file = pgliteTemplateFile();
    if (fs.existsSync(file)) return;
    const database = await openDatabase({});
    await fill(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Concurrent runs may build the same template; each writes its own part file, rename is atomic.
    const part = `${file}.${process.pid}.part`;
    fs.writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(part, file);
    await database.close();
    pruneOldPgliteTemplates(file);
  } else {
    const name = templateDbName();
    const exists = await adminQuery('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.length > 0) return;
    const building = `${name}_build`;
    await adminQuery(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await adminQuery(
      `CREATE DATABASE ${building} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    const database = await openDatabase({ databaseUrl: urlForDb(building) });
    await fill(database);
    await database.close();
    await adminQuery(`ALTER DATABASE ${building} RENAME TO ${name}`);
    await pruneOldPgTemplates(name);
  }
  console.log(`[test] ${testDbKind()} template (${TEST_GOODS} goods) built in ${Date.now() - started} ms`);
}
