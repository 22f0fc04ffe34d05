/**
 * stock.low as a trigger: goods.stock moves through many statements (placement, cancel, 入库,
 * freeze, adjustments), and every one must report the crossing in its own transaction. The
 * threshold is the back office's 库存预警 rule (goods.admin.repo: stock < greatest(big_pack, 10));
 * the event fires only when a change takes the stock from at or above it to below it, so a goods
 * already low does not report again until it has been restocked.
 *
 * goods.stock is the goods' total saleable stock (the sum of its sellable lots), so the event is one
 * per goods, never one per batch: an ERP push or a cancellation moving several lots of one goods
 * changes its row once. Within one transaction a goods reports at most once (the transaction-local
 * setting shop.stock_low_seen lists the goods reported), so a transaction that takes a goods below
 * the line, restocks it and takes it below again sends one event, not two.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const FUNCTION = `CREATE OR REPLACE FUNCTION shop_webhook_stock_low() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  eid uuid := gen_random_uuid();
  seen text := coalesce(nullif(current_setting('shop.stock_low_seen', true), ''), ',');
BEGIN
  IF position(',' || NEW.id || ',' IN seen) > 0 THEN RETURN NULL; END IF;
  PERFORM set_config('shop.stock_low_seen', seen || NEW.id || ',', true);
  INSERT INTO webhook_deliveries (endpoint_id, event, event_id, data)
  SELECT e.id, 'stock.low', eid,
         jsonb_build_object('goods_id', NEW.id, 'name', NEW.name, 'spec', NEW.ypgg, 'unit', NEW.bzdw,
                            'maker', NEW.sccj, 'approval_no', NEW.approval_no, 'stock', NEW.stock,
                            'previous_stock', OLD.stock, 'threshold', greatest(NEW.big_pack, 10))
    FROM webhook_endpoints e
   WHERE e.enabled AND 'stock.low' = ANY(e.events);
  RETURN NULL;
END $$`;

export async function installStockLowTrigger(db: Db): Promise<void> {
  await db.execute(sql.raw(FUNCTION));
  await db.execute(sql.raw(`DROP TRIGGER IF EXISTS shop_webhook_stock_low ON goods`));
  await db.execute(
    sql.raw(`CREATE TRIGGER shop_webhook_stock_low AFTER UPDATE OF stock ON goods FOR EACH ROW
             WHEN (OLD.stock >= greatest(OLD.big_pack, 10) AND NEW.stock < greatest(NEW.big_pack, 10))
             EXECUTE FUNCTION shop_webhook_stock_low()`),
  );
}
