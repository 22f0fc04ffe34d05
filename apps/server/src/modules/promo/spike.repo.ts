/** SQL of 秒杀: the flash sales not ended yet, running first, then the next to start. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface SpikeRow {
  id: number;
  goods_id: number;
  price: number;
  limit: number;
  sale_stock: number;
  sold: number;
  starts_at: string | null;
  ends_at: string | null;
}

export async function unendedFlashSales(db: Db, now: Date, limit: number): Promise<SpikeRow[]> {
  return queryRows<SpikeRow>(
    db,
    sql`SELECT id, goods_id, price_fen::int AS price, limit_per_buyer AS "limit", sale_stock, sold,
          starts_at, ends_at
        FROM flash_sales
        WHERE is_active AND (ends_at IS NULL OR ends_at > ${now.toISOString()})
        ORDER BY (starts_at IS NULL OR starts_at <= ${now.toISOString()}) DESC, starts_at NULLS FIRST, id
        LIMIT ${limit}`,
  );
}
