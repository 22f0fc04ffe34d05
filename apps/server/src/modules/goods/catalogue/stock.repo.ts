/** SQL of the stock overlay: the stock and sales of now over a cached page (stock.ts keeps the reads per page). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';

/** What orders move on a goods, read over a cached page. */
export interface StockNow {
  stock: number;
  sales: number;
  /** Lot id → stock, for a detail page's lots; empty for a list. */
  lots: Record<string, number>;
}

/**
 * Cached pages are kept across orders (the triggers ignore stock-only updates, triggers.ts), so
 * every answer overlays the stock and sales of its own goods: one primary-key read of at most a
 * page of ids, and for a detail page its lots' stock in the same statement.
 */
export async function stockNow(db: Db, ids: number[], withLots = false): Promise<Map<number, StockNow>> {
  const out = new Map<number, StockNow>();
  if (ids.length === 0) return out;
  const lots = withLots
    ? sql`coalesce((SELECT json_object_agg(l.id, l.stock) FROM goods_lots l WHERE l.goods_id = g.id), '{}')`
    : sql`'{}'::json`;
  const rows = await queryRows<StockNow & { id: number }>(
    db,
    sql`SELECT g.id, g.stock, g.sales, ${lots} AS lots FROM goods g
         WHERE g.id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  for (const { id, ...now } of rows) out.set(id, now);
  return out;
}
