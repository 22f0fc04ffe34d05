import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { flashSales, goods, goodsLots } from '../../db/schema/index';

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
  'search_synonyms',
] as const;

/**
 * What a buyer's eligibility depends on besides the catalogue. (Favourites are not part of it: v4
 * dropped their trigger because a favourite ticked moved every buyer's eligibility; since v6 they
 * notify 'favorites:<user id>', which drops that buyer's favourites alone, FAVORITES_ID.)
 */
export const BUYER_TABLES = ['users', 'companies', 'licences'] as const;

/**
 * What a cart's pricing reads besides goods and buyers (promotions.load.ts, the shipping rule): a
 * write to any of them moves the 'promotions' scope alone, which only kept cart lists look at, so
 * an operator's new 满减 tier drops no goods page.
 */
export const PROMOTION_TABLES = [
  'flash_sales',
  'flash_sale_purchases',
  'combinations',
  'combination_items',
  'special_prices',
  'special_purchases',
  'manjian_activities',
  'manjian_goods',
  'manjian_tiers',
  'gift_rules',
  'site_settings',
] as const;

/**
 * Tables of which the caches read only some columns: an UPDATE naming none of them notifies nobody.
 * Eligibility reads two of users' (not a balance paid or refunded, points, a profile's name), or
 * every order paid from the balance would drop every buyer's cached eligibility; a cart reads every
 * flash_sales column but `sold`, which every flash order raises (it bounds placement only).
 */
const UPDATE_OF: Partial<Record<string, readonly string[]>> = {
  users: ['company_id', 'account_manager_id'],
  flash_sales: Object.values(getTableColumns(flashSales))
    .map((c) => c.name)
    .filter((name) => name !== 'sold'),
};

/**
 * Columns every order, cancellation, return and stock adjustment moves. Cached pages keep them but
 * every answer overlays their current values (catalogue/stock.ts), so a change of them alone
 * notifies nobody, unless stock crosses zero: that changes which goods the 有货 filter, the
 * near-expiry filter and a card's nearest expiry find, and where the default order puts them. That
 * crossing sends STOCK_PAYLOAD, which moves only the 'listing' scope (watch.ts): facet counts and
 * totals of filters that do not look at stock survive it.
 */
export const STOCK_COLUMNS: Partial<Record<(typeof CATALOGUE_TABLES)[number], readonly string[]>> = {
  // soonest_expiry follows the lots (db/soonest-expiry-trigger.ts), whose own changes notify.
  goods: ['stock', 'sales', 'soonest_expiry'],
  goods_lots: ['stock'],
};
export const STOCK_PAYLOAD = 'in-stock';
/** 'stock:<goods id>': a goods' stock, sales or a lot's stock moved (for stock reads, change-log.ts). */
export const STOCK_ID = 'stock:';
/** 'favorites:<user id>': that buyer's favourites changed; 'favorites' alone: anyone's may have (TRUNCATE). */
export const FAVORITES_ID = 'favorites:';

/** Row level, per buyer: a favourite ticked drops that buyer's favourites on every instance, nothing else. */
const FAVORITES = 'favorites';
const WATCHED = [...CATALOGUE_TABLES, ...BUYER_TABLES, ...PROMOTION_TABLES, FAVORITES];

/**
 * Part of every trigger's and the function's name: a start whose version finds triggers of another
 * name (an older set, or one an older instance put back) drops them and installs its own. Extra
 * triggers could only invalidate too much, never too little.
 */
const VERSION = 'v8';
const PREFIX = `catalogue_${VERSION}`;
const FN = `shop_catalogue_notify_${VERSION}`;

const FUNCTION = sql.raw(`CREATE OR REPLACE FUNCTION ${FN}() RETURNS trigger
  LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('${CHANNEL}', coalesce(TG_ARGV[0], TG_TABLE_NAME)); RETURN NULL; END $$`);
/**
 * TG_ARGV[0]: the payload's prefix; TG_ARGV[1]: the column naming the goods or buyer. Both the old
 * and the new row's, so a row moved to another goods or buyer tells both (repeats are folded).
 */
const ID_FUNCTION =
  sql.raw(`CREATE OR REPLACE FUNCTION ${FN}_id() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('${CHANNEL}', TG_ARGV[0] || (to_jsonb(OLD) ->> TG_ARGV[1])); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('${CHANNEL}', TG_ARGV[0] || (to_jsonb(NEW) ->> TG_ARGV[1])); END IF;
    RETURN NULL; END $$`);

/**
 * "Nothing but these columns changed", column by column. (v7 compared to_jsonb(OLD) and
 * to_jsonb(NEW) minus the stock columns: building two JSON documents of the wide goods row cost
 * ~0.2 ms a row, a second of an ERP stock push of 5,000 goods.) Generated columns are left out:
 * they follow the columns compared.
 */
function sameBesides(table: string, skip: readonly string[]): string {
  const all: PgColumn[] =
    table === 'goods' ? Object.values(getTableColumns(goods)) : Object.values(getTableColumns(goodsLots));
  const columns = all
    .filter((c) => !c.generated && !skip.includes(c.name))
    .map((c) => `OLD.${c.name} IS NOT DISTINCT FROM NEW.${c.name}`);
  return `(${columns.join(' AND ')})`;
}

function triggersOf(table: string): string[] {
  if (table === FAVORITES)
    return [
      `CREATE TRIGGER ${PREFIX} AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW
        EXECUTE FUNCTION ${FN}_id('${FAVORITES_ID}', 'user_id')`,
      `CREATE TRIGGER ${PREFIX}_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${FN}()`,
    ];
  const stockCols = STOCK_COLUMNS[table as keyof typeof STOCK_COLUMNS];
  const statement = (events: string) => `CREATE TRIGGER ${PREFIX} AFTER ${events}
    ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${FN}()`;
  const updateOf = UPDATE_OF[table];
  if (updateOf)
    return [
      statement('INSERT OR DELETE OR TRUNCATE'),
      `CREATE TRIGGER ${PREFIX}_update AFTER UPDATE OF ${updateOf.join(', ')}
        ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${FN}()`,
    ];
  if (!stockCols) return [statement('INSERT OR UPDATE OR DELETE OR TRUNCATE')];
  // Row level only for UPDATE, so the WHEN can look at the row; an order's update of a few rows
  // evaluates it a few times and sends nothing. pg_notify folds a statement's repeats into one.
  const same = sameBesides(table, stockCols);
  // Which goods' stock read (lists: stock and sales; a detail: its lots' stock too) is stale.
  const ids =
    table === 'goods'
      ? [
          `CREATE TRIGGER ${PREFIX}_stock AFTER UPDATE OF stock, sales ON goods FOR EACH ROW
            WHEN (OLD.stock <> NEW.stock OR OLD.sales <> NEW.sales) EXECUTE FUNCTION ${FN}_id('${STOCK_ID}', 'id')`,
        ]
      : [
          `CREATE TRIGGER ${PREFIX}_stock AFTER UPDATE OF stock ON goods_lots FOR EACH ROW
            WHEN (OLD.stock <> NEW.stock) EXECUTE FUNCTION ${FN}_id('${STOCK_ID}', 'goods_id')`,
        ];
  return [
    ...ids,
    statement('INSERT OR DELETE OR TRUNCATE'),
    `CREATE TRIGGER ${PREFIX}_row AFTER UPDATE ON ${table} FOR EACH ROW
      WHEN (NOT (${same})) EXECUTE FUNCTION ${FN}()`,
    `CREATE TRIGGER ${PREFIX}_in_stock AFTER UPDATE OF stock ON ${table} FOR EACH ROW
      WHEN ((OLD.stock > 0) <> (NEW.stock > 0) AND ${same})
      EXECUTE FUNCTION ${FN}('${STOCK_PAYLOAD}')`,
  ];
}

/**
 * Statement-level triggers (row level with a WHEN on goods and lots' updates): PostgreSQL delivers
 * the NOTIFY only when the transaction commits (a rolled-back write invalidates nothing) and folds
 * repeats of one transaction into one. Installed by the migration step (db/migrate.ts, after the
 * generated SQL, like the stock ledger's trigger), built from the table lists above; skipped when
 * this version's set is complete and alone, so a migration run does not lock goods.
 */
export async function installCatalogueTriggers(db: Db): Promise<void> {
  const found = await queryRows<{ table: string; name: string }>(
    db,
    sql`SELECT g.tgrelid::regclass::text AS table, g.tgname AS name FROM pg_trigger g
         WHERE NOT g.tgisinternal AND g.tgname LIKE 'catalogue%'`,
  );
  const present = await queryRows<{ name: string }>(
    db,
    sql`SELECT t.name FROM unnest(${`{${WATCHED.join(',')}}`}::text[]) AS t(name) WHERE to_regclass(t.name) IS NOT NULL`,
  );
  const stale = found.filter((t) => !t.name.startsWith(PREFIX));
  const complete = present.every((t) => found.some((f) => f.table === t.name && f.name === PREFIX));
  if (complete && stale.length === 0) return;
  await db.transaction(async (tx) => {
    // Instances starting together would otherwise race on CREATE OR REPLACE ("tuple concurrently updated").
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shop_catalogue_triggers'))`);
    await tx.execute(FUNCTION);
    await tx.execute(ID_FUNCTION);
    const again = await queryRows<{ table: string; name: string }>(
      tx,
      sql`SELECT g.tgrelid::regclass::text AS table, g.tgname AS name FROM pg_trigger g
           WHERE NOT g.tgisinternal AND g.tgname LIKE 'catalogue%'`,
    );
    for (const t of again) await tx.execute(sql.raw(`DROP TRIGGER "${t.name}" ON "${t.table}"`));
    for (const { name } of present) for (const ddl of triggersOf(name)) await tx.execute(sql.raw(ddl));
  });
}
