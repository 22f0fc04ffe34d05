import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';

/** What orders move on a goods, read fresh for every answer over a cached page. */
export interface StockNow {
  stock: number;
  sales: number;
  /** Lot id → stock, for a detail page's lots; empty for a list. */
  lots: Record<string, number>;
  favorite: boolean;
}

/**
 * Cached pages are kept across orders (the triggers ignore stock-only updates, triggers.ts), so
 * every answer overlays the stock and sales of its own goods: one primary-key read of at most a
 * page of ids. A detail page also asks for its lots' stock and the viewer's favourite in the same
 * statement, so a signed-in page costs this one statement once the buyer is cached.
 */
export async function stockNow(
  db: Db,
  ids: number[],
  detail?: { userId: number | null },
): Promise<Map<number, StockNow>> {
  const out = new Map<number, StockNow>();
  if (ids.length === 0) return out;
  const extra = detail
    ? sql`, coalesce((SELECT json_object_agg(l.id, l.stock) FROM goods_lots l WHERE l.goods_id = g.id), '{}') AS lots,
        EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${detail.userId ?? 0} AND f.goods_id = g.id) AS favorite`
    : sql`, '{}'::json AS lots, false AS favorite`;
  const rows = await queryRows<StockNow & { id: number }>(
    db,
    sql`SELECT g.id, g.stock, g.sales ${extra} FROM goods g WHERE g.id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  for (const { id, ...now } of rows) out.set(id, now);
  return out;
}

/** A cached row with the stock and sales of now (a goods gone since keeps the cached figures). */
export function withStock<R extends { id: number; stock: number; sales: number }>(
  row: R,
  now: Map<number, StockNow>,
): R {
  const n = now.get(row.id);
  return n ? { ...row, stock: n.stock, sales: n.sales } : row;
}
