/**
 * SQL of stock leaving at placement: goods.stock locked in ascending id order and taken
 * conditionally, then the lots earliest expiry first (stock.ts says why in that order).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryPrepared } from '../../db/prepared';

export interface LotRow {
  id: number;
  goods_id: number;
  batch_no: string;
  produced_on: string;
  expires_on: string;
  take: number;
}

/**
 * Takes `numbers[i]` units of goods `ids[i]` (int[] literals, ids ascending) where the stock holds
 * them; returns the goods taken (those missing fell short).
 */
export async function takeGoodsRows(tx: Tx, ids: string, numbers: string) {
  return queryPrepared<{ id: number }>(
    tx,
    sql`WITH d AS (SELECT unnest(${ids}::int[]) AS id, unnest(${numbers}::int[]) AS n),
        locked AS (SELECT g.id FROM goods g WHERE g.id IN (SELECT id FROM d) ORDER BY g.id FOR UPDATE)
        UPDATE goods g SET stock = g.stock - d.n, sales = g.sales + d.n
          FROM d WHERE g.id = d.id AND g.id IN (SELECT id FROM locked) AND g.stock >= d.n
        RETURNING g.id`,
  );
}

/** Runs the lot update of lotTakeCtes on its own; the lots it took. */
export async function takeLotRows(tx: Tx, taken: { ids: string; numbers: string }) {
  return queryPrepared<LotRow>(tx, sql`WITH ${lotTakeCtes(taken)} SELECT * FROM lt`);
}

/**
 * The lot update as CTEs (`lt`: id, goods_id, batch_no, produced_on, expires_on, take): earliest
 * expiry first per goods, expired and frozen lots never, each lot write conditional. Run it in a
 * statement after takeGoodsStock's: that statement's row locks make this one's snapshot current.
 */
export function lotTakeCtes(taken: { ids: string; numbers: string }): SQL {
  return sql`ld AS (SELECT unnest(${taken.ids}::int[]) AS goods_id, unnest(${taken.numbers}::int[]) AS n),
        lc AS (
          SELECT l.id, l.stock, ld.n,
                 sum(l.stock) OVER (PARTITION BY l.goods_id ORDER BY l.expires_on, l.id) - l.stock AS before
            FROM goods_lots l JOIN ld ON ld.goods_id = l.goods_id
           WHERE l.stock > 0 AND NOT l.frozen AND l.expires_on > current_date),
        lw AS (SELECT id, least(stock, n - before) AS take FROM lc WHERE before < n),
        lt AS (UPDATE goods_lots l SET stock = l.stock - lw.take
          FROM lw WHERE l.id = lw.id AND l.stock >= lw.take
          RETURNING l.id, l.goods_id, l.batch_no, l.produced_on::text AS produced_on,
            l.expires_on::text AS expires_on, lw.take::int AS take)`;
}
