import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';

export const CHANNEL = 'catalogue';

/**
 * Every table a goods card, list, detail or suggestion is read from. A write to any of them (an
 * operator's edit, an import, an order taking stock) tells every app instance through NOTIFY.
 */
export const CATALOGUE_TABLES = [
  'goods',
  'goods_lots',
  'ladder_prices',
  'goods_tags',
  'controlled_sales',
  'customer_prices',
  'categories',
  'brands',
  'manufacturers',
  'search_terms',
] as const;

/** What a buyer's view of a goods depends on besides the catalogue: eligibility and favourites. */
export const BUYER_TABLES = ['users', 'companies', 'licences', 'favorites'] as const;

const WATCHED = [...CATALOGUE_TABLES, ...BUYER_TABLES];

const FUNCTION = sql.raw(`CREATE OR REPLACE FUNCTION shop_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('${CHANNEL}', TG_TABLE_NAME); RETURN NULL; END $$`);

/**
 * Statement-level triggers: one NOTIFY per statement whatever the rows, and PostgreSQL delivers it
 * only when the transaction commits (a rolled-back write invalidates nothing) and folds repeats of
 * one transaction into one. Installed by code, not the migration, so the triggers follow the table
 * lists above; skipped when present so a start does not lock the goods table.
 */
export async function installCatalogueTriggers(db: Db): Promise<void> {
  const tables = await queryRows<{ name: string; has: boolean }>(
    db,
    sql`SELECT t.name, EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = to_regclass(t.name)
          AND g.tgname = 'catalogue_changed') AS has
        FROM unnest(${`{${WATCHED.join(',')}}`}::text[]) AS t(name) WHERE to_regclass(t.name) IS NOT NULL`,
  );
  if (tables.every((t) => t.has)) return;
  await db.transaction(async (tx) => {
    // Instances starting together would otherwise race on CREATE OR REPLACE ("tuple concurrently updated").
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shop_catalogue_triggers'))`);
    await tx.execute(FUNCTION);
    for (const { name } of tables) {
      await tx.execute(
        sql.raw(`CREATE OR REPLACE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
          ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed()`),
      );
    }
  });
}
