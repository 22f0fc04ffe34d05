import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';

export const CHANNEL = 'catalogue';

/**
 * Every table a goods card, list, detail or suggestion is read from. A write to any of them (an
 * operator's edit, an import, a goods selling out) tells every app instance through NOTIFY.
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

/**
 * What a buyer's eligibility depends on besides the catalogue. (Favourites are read with each
 * page's stock, stock.ts; favorites lost its trigger in v4.)
 */
export const BUYER_TABLES = ['users', 'companies', 'licences'] as const;
const RETIRED = ['favorites'];

/**
 * Tables of which eligibility reads only some columns: an UPDATE naming none of them (a balance
 * paid or refunded, points, a profile's name) notifies nobody, or every order paid from the balance
 * would drop every buyer's cached eligibility.
 */
const UPDATE_OF: Partial<Record<string, readonly string[]>> = { users: ['company_id', 'account_manager_id'] };

/**
 * Columns every order, cancellation, return and stock adjustment moves. Cached pages keep them but
 * every answer overlays their current values (catalogue/stock.ts), so a change of them alone
 * notifies nobody, unless stock crosses zero: that changes which goods the 有货 filter, the
 * near-expiry filter and a card's nearest expiry find, and where the default order puts them. That
 * crossing sends STOCK_PAYLOAD, which moves only the 'listing' scope (watch.ts): facet counts and
 * totals of filters that do not look at stock survive it.
 */
export const STOCK_COLUMNS: Partial<Record<(typeof CATALOGUE_TABLES)[number], readonly string[]>> = {
  goods: ['stock', 'sales'],
  goods_lots: ['stock'],
};
export const STOCK_PAYLOAD = 'in-stock';

const WATCHED = [...CATALOGUE_TABLES, ...BUYER_TABLES];

/** Bumped when the triggers change, so a start replaces an older set (see installCatalogueTriggers). */
const VERSION = 'v4';

const FUNCTION = sql.raw(`CREATE OR REPLACE FUNCTION shop_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('${CHANNEL}', coalesce(TG_ARGV[0], TG_TABLE_NAME)); RETURN NULL; END $$`);

function triggersOf(table: string): string[] {
  const stockCols = STOCK_COLUMNS[table as keyof typeof STOCK_COLUMNS];
  const statement = (events: string) => `CREATE OR REPLACE TRIGGER catalogue_changed AFTER ${events}
    ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed()`;
  const updateOf = UPDATE_OF[table];
  if (updateOf)
    return [
      statement('INSERT OR DELETE OR TRUNCATE'),
      `CREATE OR REPLACE TRIGGER catalogue_changed_update AFTER UPDATE OF ${updateOf.join(', ')}
        ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed()`,
    ];
  if (!stockCols) return [statement('INSERT OR UPDATE OR DELETE OR TRUNCATE')];
  // Row level only for UPDATE, so the WHEN can look at the row; an order's update of a few rows
  // evaluates it a few times and sends nothing. pg_notify folds a statement's repeats into one.
  const drop = `'{${stockCols.join(',')}}'::text[]`;
  const same = `(to_jsonb(OLD) - ${drop}) IS NOT DISTINCT FROM (to_jsonb(NEW) - ${drop})`;
  return [
    statement('INSERT OR DELETE OR TRUNCATE'),
    `CREATE OR REPLACE TRIGGER catalogue_changed_row AFTER UPDATE ON ${table} FOR EACH ROW
      WHEN (NOT (${same})) EXECUTE FUNCTION shop_catalogue_changed()`,
    `CREATE OR REPLACE TRIGGER catalogue_in_stock_row AFTER UPDATE OF stock ON ${table} FOR EACH ROW
      WHEN ((OLD.stock > 0) <> (NEW.stock > 0) AND ${same})
      EXECUTE FUNCTION shop_catalogue_changed('${STOCK_PAYLOAD}')`,
  ];
}

/**
 * Statement-level triggers (row level with a WHEN on goods and lots' updates): PostgreSQL delivers
 * the NOTIFY only when the transaction commits (a rolled-back write invalidates nothing) and folds
 * repeats of one transaction into one. Installed by code, not the migration, so the triggers follow
 * the table lists above; skipped when this version is present so a start does not lock goods.
 */
export async function installCatalogueTriggers(db: Db): Promise<void> {
  const tables = await queryRows<{ name: string; has: boolean }>(
    db,
    sql`SELECT t.name, EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = to_regclass(t.name)
          AND g.tgname = 'catalogue_changed' AND obj_description(g.oid, 'pg_trigger') = ${`catalogue ${VERSION}`}) AS has
        FROM unnest(${`{${WATCHED.join(',')}}`}::text[]) AS t(name) WHERE to_regclass(t.name) IS NOT NULL`,
  );
  if (tables.every((t) => t.has)) return;
  await db.transaction(async (tx) => {
    // Instances starting together would otherwise race on CREATE OR REPLACE ("tuple concurrently updated").
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shop_catalogue_triggers'))`);
    await tx.execute(FUNCTION);
    for (const name of RETIRED)
      if (await exists(tx, name))
        await tx.execute(sql.raw(`DROP TRIGGER IF EXISTS catalogue_changed ON ${name}`));
    for (const { name } of tables) {
      await tx.execute(sql.raw(`DROP TRIGGER IF EXISTS catalogue_changed_row ON ${name}`));
      await tx.execute(sql.raw(`DROP TRIGGER IF EXISTS catalogue_in_stock_row ON ${name}`));
      await tx.execute(sql.raw(`DROP TRIGGER IF EXISTS catalogue_changed_update ON ${name}`));
      for (const ddl of triggersOf(name)) await tx.execute(sql.raw(ddl));
      await tx.execute(sql.raw(`COMMENT ON TRIGGER catalogue_changed ON ${name} IS 'catalogue ${VERSION}'`));
    }
  });
}

async function exists(db: Db, table: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(db, sql`SELECT to_regclass(${table}) IS NOT NULL AS ok`);
  return row?.ok ?? false;
}
