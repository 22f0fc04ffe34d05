/**
 * Custom SQL drizzle-kit cannot express: the trigger that writes a stock_ledger row for every
 * change of a lot's stock or hold. Applied by migrateDatabase after the migrations (idempotent).
 *
 * A writer names the movement beforehand with setLedgerContext (modules/warehouse/ledger.ts):
 * transaction-local setting 'shop.ledger' = {kind, operator_id, reason, source_type, source_id}.
 * Without one, an insert is a goods-in (期初入库, the seed) and an update an unexplained adjust, so
 * even a path that forgot to say why leaves its row: a lot's stock always equals its ledger sum.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

const FUNCTION = `CREATE OR REPLACE FUNCTION shop_stock_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := coalesce(nullif(current_setting('shop.ledger', true), ''), '{}')::jsonb;
  k text;
  b int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    b := 0;
    k := coalesce(ctx->>'kind', 'receive');
  ELSE
    b := OLD.stock;
    IF OLD.frozen <> NEW.frozen THEN
      k := CASE WHEN NEW.frozen THEN 'freeze' ELSE 'unfreeze' END;
    ELSE
      k := coalesce(ctx->>'kind', 'adjust');
    END IF;
  END IF;
  INSERT INTO stock_ledger (lot_id, goods_id, area, kind, delta, qty_before, qty_after, operator_id,
                            reason, source_type, source_id)
  VALUES (NEW.id, NEW.goods_id, 'saleable', k, NEW.stock - b, b, NEW.stock, (ctx->>'operator_id')::int,
          coalesce(ctx->>'reason', CASE WHEN TG_OP = 'INSERT' THEN '期初入库' ELSE '' END),
          coalesce(ctx->>'source_type', CASE WHEN TG_OP = 'INSERT' THEN 'lot' ELSE '' END),
          coalesce((ctx->>'source_id')::int, CASE WHEN TG_OP = 'INSERT' THEN NEW.id END));
  RETURN NULL;
END $$`;

export async function installStockLedgerTrigger(db: Db): Promise<void> {
  await db.execute(sql.raw(FUNCTION));
  await db.execute(sql.raw(`DROP TRIGGER IF EXISTS shop_stock_ledger_ins ON goods_lots`));
  await db.execute(sql.raw(`DROP TRIGGER IF EXISTS shop_stock_ledger_upd ON goods_lots`));
  await db.execute(
    sql.raw(`CREATE TRIGGER shop_stock_ledger_ins AFTER INSERT ON goods_lots
             FOR EACH ROW EXECUTE FUNCTION shop_stock_ledger()`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER shop_stock_ledger_upd AFTER UPDATE OF stock, frozen ON goods_lots
             FOR EACH ROW WHEN (OLD.stock <> NEW.stock OR OLD.frozen <> NEW.frozen)
             EXECUTE FUNCTION shop_stock_ledger()`),
  );
}
