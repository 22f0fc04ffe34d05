import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';
import { installAuditAppendOnly } from '../modules/audit/append-only.repo';
import { installStockLedgerTrigger } from './stock-ledger-trigger';
import { installSoonestExpiryTrigger } from './soonest-expiry-trigger';
import { installStockLowTrigger } from '../modules/webhook/stock-low-trigger.repo';
import { installErpFeedTrigger } from '../modules/erp/feed-trigger.repo';
import { installCatalogueTriggers } from '../lib/cache/triggers';
import { backfillRegionCodes } from './region-backfill';
import { installGoodsFillfactor } from './goods-fillfactor';
import { installGoodsStatistics } from './goods-statistics';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the committed SQL migrations. Extensions are created first because drizzle-kit cannot
 * express them and the trigram indexes depend on pg_trgm.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  }
  await installGoodsFillfactor(database.db);
  await installGoodsStatistics(database.db);
  await installAuditAppendOnly(database);
  await installStockLedgerTrigger(database.db);
  await installSoonestExpiryTrigger(database.db);
  await installStockLowTrigger(database.db);
  await installErpFeedTrigger(database.db);
  // The cache versions' change feed (lib/cache/watch.ts): installed with the schema, not at start.
  await installCatalogueTriggers(database.db);
  await backfillRegionCodes(database.db);
}
