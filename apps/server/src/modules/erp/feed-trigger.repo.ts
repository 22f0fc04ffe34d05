/**
 * The order feed's writer: a trigger on orders and aftersales adds an erp_feed row in the very
 * transaction that creates the row or changes its status, so no path (checkout, payment callback,
 * sweep, back office, ERP shipment) can change an order without the ERP hearing of it. Applied by
 * migrateDatabase after the migrations (idempotent), as the stock ledger's trigger.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const FUNCTION = `CREATE OR REPLACE FUNCTION shop_erp_feed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO erp_feed (kind, ref_id, status) VALUES (TG_ARGV[0], NEW.id, NEW.status);
  RETURN NULL;
END $$`;

const TABLES = [
  ['orders', 'order'],
  ['aftersales', 'aftersale'],
] as const;

export async function installErpFeedTrigger(db: Db): Promise<void> {
  await db.execute(sql.raw(FUNCTION));
  for (const [table, kind] of TABLES) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS shop_erp_feed_ins ON ${table}`));
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS shop_erp_feed_upd ON ${table}`));
    await db.execute(
      sql.raw(`CREATE TRIGGER shop_erp_feed_ins AFTER INSERT ON ${table}
               FOR EACH ROW EXECUTE FUNCTION shop_erp_feed('${kind}')`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER shop_erp_feed_upd AFTER UPDATE OF status ON ${table}
               FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
               EXECUTE FUNCTION shop_erp_feed('${kind}')`),
    );
  }
}
