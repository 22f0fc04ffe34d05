import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { idSet } from '../cart/promotions.load';

export interface RunningSale {
  id: number;
  goods_id: number;
  price: number;
  limit: number;
  bzdw: string;
  starts_at: string | null;
  ends_at: string | null;
}

export interface LiveFigures {
  id: number;
  stock_left: number;
  bought: number;
}

/** Every flash sale not switched off or over, cheapest first (flash-offers.ts keeps them). */
export const loadRunningSales = (db: Db) =>
  queryRows<RunningSale>(
    db,
    sql`SELECT f.id, f.goods_id, f.price_fen::int AS price, f.limit_per_buyer AS "limit", g.bzdw,
          f.starts_at, f.ends_at
        FROM flash_sales f JOIN goods g ON g.id = f.goods_id
        WHERE f.is_active AND (f.ends_at IS NULL OR f.ends_at > now())
        ORDER BY f.price_fen, f.id`,
  );

/** What moves with every flash order: the sale stock left and what this buyer bought. */
export const loadLiveFigures = (db: Db, saleIds: number[], userId: number | null) =>
  queryRows<LiveFigures>(
    db,
    sql`SELECT f.id, (f.sale_stock - f.sold)::int AS stock_left, coalesce(p.number, 0)::int AS bought
          FROM flash_sales f LEFT JOIN flash_sale_purchases p ON p.flash_sale_id = f.id AND p.user_id = ${userId ?? 0}
          WHERE f.id IN (${idSet(saleIds)})`,
  );
