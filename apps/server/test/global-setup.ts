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
    fs.writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(`${file}.part`, file);
    await database.close();
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
  }
  console.log(`[test] ${testDbKind()} template (${TEST_GOODS} goods) built in ${Date.now() - started} ms`);
}
