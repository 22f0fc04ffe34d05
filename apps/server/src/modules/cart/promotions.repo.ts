import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { idSet, promotionColumns, type PromotionColumns } from './promotions.sql';

/**
 * All five kinds in one statement: one round trip, and never two queries in flight on a
 * transaction's single connection (node-postgres deprecates that and pg 9 removes it).
 */
export async function readPromotionColumns(
  db: Db | Tx,
  input: { userId: number; goodsIds: number[]; flashSaleIds: number[]; combinationIds: number[]; now: Date },
): Promise<PromotionColumns | undefined> {
  const [row] = await queryRows<PromotionColumns>(
    db,
    sql`SELECT ${promotionColumns({
      userId: input.userId,
      goodsIds: idSet(input.goodsIds),
      flashSaleIds: idSet(input.flashSaleIds),
      combinationIds: idSet(input.combinationIds),
      now: input.now,
    })}`,
  );
  return row;
}
