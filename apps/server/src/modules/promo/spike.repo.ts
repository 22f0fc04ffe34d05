/** SQL of 秒杀: the flash sales not ended yet, running first, then the next to start. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryChecked } from '../../db/query';

// Rows are parsed outside production (queryChecked): a renamed or retyped column fails the tests.
const Timestamp = z.union([z.date(), z.string()]);
const SpikeRowSchema = z.object({
  id: z.number(),
  goods_id: z.number(),
  price: z.number(),
  limit: z.number(),
  sale_stock: z.number(),
  sold: z.number(),
  starts_at: Timestamp.nullable(),
  ends_at: Timestamp.nullable(),
});
export type SpikeRow = z.infer<typeof SpikeRowSchema>;

export async function unendedFlashSales(db: Db, now: Date, limit: number): Promise<SpikeRow[]> {
  return queryChecked(
    db,
    SpikeRowSchema,
    sql`SELECT id, goods_id, price_fen::int AS price, limit_per_buyer AS "limit", sale_stock, sold,
          starts_at, ends_at
        FROM flash_sales
        WHERE is_active AND (ends_at IS NULL OR ends_at > ${now.toISOString()})
        ORDER BY (starts_at IS NULL OR starts_at <= ${now.toISOString()}) DESC, starts_at NULLS FIRST, id
        LIMIT ${limit}`,
  );
}
