import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the PGlite folder. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
try {
  await migrateDatabase(database);
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
