/**
 * Custom SQL drizzle-kit cannot express: goods.soonest_expiry, the earliest expiry of a goods'
 * sellable lots (stock > 0, not frozen), kept by statement-level triggers on goods_lots (their
 * transition tables name the goods a statement touched; one UPDATE of goods per statement, and only
 * where the date moved, so a sale that leaves the soonest lot in stock writes no goods row).
 * Search ranking reads it instead of probing every candidate's lots (ADR 007, fifth session).
 * Applied by migrateDatabase after the migrations (idempotent); the first install fills the column.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './query';

const NAME = 'shop_soonest_expiry';

/** The function for one event: `ids` selects the goods ids the statement's transition tables hold. */
const fn = (event: string, ids: string) => `CREATE OR REPLACE FUNCTION ${NAME}_${event}() RETURNS trigger
LANGUAGE plpgsql AS $$ BEGIN
  UPDATE goods g SET soonest_expiry = s.d
  FROM (SELECT t.goods_id,
               (SELECT min(l.expires_on) FROM goods_lots l
                 WHERE l.goods_id = t.goods_id AND l.stock > 0 AND NOT l.frozen) AS d
        FROM (${ids}) t) s
  WHERE g.id = s.goods_id AND g.soonest_expiry IS DISTINCT FROM s.d;
  RETURN NULL;
END $$`;

const EVENTS = [
  {
    event: 'ins',
    on: 'INSERT',
    refs: 'NEW TABLE AS new_lots',
    ids: 'SELECT DISTINCT goods_id FROM new_lots',
  },
  {
    event: 'upd',
    on: 'UPDATE',
    refs: 'OLD TABLE AS old_lots NEW TABLE AS new_lots',
    ids: 'SELECT goods_id FROM new_lots UNION SELECT goods_id FROM old_lots',
  },
  {
    event: 'del',
    on: 'DELETE',
    refs: 'OLD TABLE AS old_lots',
    ids: 'SELECT DISTINCT goods_id FROM old_lots',
  },
];

export async function installSoonestExpiryTrigger(db: Db): Promise<void> {
  const present = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pg_trigger WHERE NOT tgisinternal AND tgname LIKE ${`${NAME}_%`}`,
  );
  for (const e of EVENTS) {
    await db.execute(sql.raw(fn(e.event, e.ids)));
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${NAME}_${e.event} ON goods_lots`));
    await db.execute(
      sql.raw(`CREATE TRIGGER ${NAME}_${e.event} AFTER ${e.on} ON goods_lots REFERENCING ${e.refs}
               FOR EACH STATEMENT EXECUTE FUNCTION ${NAME}_${e.event}()`),
    );
  }
  if ((present[0]?.n ?? 0) === EVENTS.length) return;
  // First install on a catalogue that already has lots: fill the column once.
  await fillSoonestExpiry(db);
}

async function fillSoonestExpiry(db: Db): Promise<void> {
  await db.execute(sql`UPDATE goods g SET soonest_expiry = s.d
    FROM (SELECT goods_id, min(expires_on) AS d FROM goods_lots WHERE stock > 0 AND NOT frozen GROUP BY goods_id) s
    WHERE g.id = s.goods_id AND g.soonest_expiry IS DISTINCT FROM s.d`);
}

/**
 * Runs a bulk copy of lots (seed/bulk.ts) with the triggers off, then fills the column in one pass.
 * The copy drops the lots' goods index, and each trigger's statement then looked up every new
 * goods' lots by a sequential scan: a 1,000,000-goods bench seed stalled in its first chunk.
 */
export async function withoutSoonestExpiryTrigger<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const toggle = async (on: boolean) => {
    for (const e of EVENTS)
      await db.execute(
        sql.raw(`ALTER TABLE goods_lots ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${NAME}_${e.event}`),
      );
  };
  await toggle(false);
  try {
    return await work();
  } finally {
    await toggle(true);
    await fillSoonestExpiry(db);
  }
}
