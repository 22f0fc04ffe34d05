/**
 * Stock leaves through conditional updates only. goods.stock is taken first (the row lock it holds
 * until commit serialises every buyer of that goods), then the lots earliest expiry first in one
 * statement whose writes are again conditional. Goods are always taken in ascending id order so
 * two checkouts sharing goods cannot deadlock.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { refused } from '../../lib/errors';

export interface Demand {
  /** Key of the order line this stock is for. */
  lineKey: number;
  goodsId: number;
  goodsName: string;
  number: number;
}

export interface TakenLot {
  lineKey: number;
  goodsId: number;
  lotId: number;
  batchNo: string;
  producedOn: string;
  expiresOn: string;
  number: number;
}

export async function reserveStock(tx: Tx, demands: Demand[]): Promise<TakenLot[]> {
  const perGoods = new Map<number, { name: string; number: number }>();
  for (const d of demands) {
    const cur = perGoods.get(d.goodsId);
    perGoods.set(d.goodsId, { name: d.goodsName, number: (cur?.number ?? 0) + d.number });
  }
  for (const [goodsId, { name, number }] of [...perGoods].sort((a, b) => a[0] - b[0])) {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE goods SET stock = stock - ${number}, sales = sales + ${number}
           WHERE id = ${goodsId} AND stock >= ${number} RETURNING id`,
    );
    if (rows.length === 0) throw refused(`「${name}」库存不足，请减少购买数量`);
  }
  const taken: TakenLot[] = [];
  for (const d of [...demands].sort((a, b) => a.goodsId - b.goodsId)) {
    taken.push(...(await takeLots(tx, d)));
  }
  return taken;
}

/** Earliest-expiry lots first, expired and frozen lots never; each lot write conditional on its stock. */
async function takeLots(tx: Tx, d: Demand): Promise<TakenLot[]> {
  const rows = await queryRows<{
    id: number;
    batch_no: string;
    produced_on: string;
    expires_on: string;
    take: number;
  }>(
    tx,
    sql`WITH c AS (
          SELECT id, stock, sum(stock) OVER (ORDER BY expires_on, id) - stock AS before
            FROM goods_lots
           WHERE goods_id = ${d.goodsId} AND stock > 0 AND NOT frozen AND expires_on > current_date),
        t AS (SELECT id, least(stock, ${d.number} - before) AS take FROM c WHERE before < ${d.number})
        UPDATE goods_lots l SET stock = l.stock - t.take
          FROM t WHERE l.id = t.id AND l.stock >= t.take
        RETURNING l.id, l.batch_no, l.produced_on::text AS produced_on, l.expires_on::text AS expires_on, t.take::int AS take`,
  );
  const got = rows.reduce((s, r) => s + r.take, 0);
  // goods.stock said yes but the sellable lots do not hold enough (expired units): refuse, roll back.
  if (got !== d.number) throw refused(`「${d.goodsName}」可售批次库存不足，请减少购买数量`);
  return rows
    .sort((a, b) => (a.expires_on === b.expires_on ? a.id - b.id : a.expires_on < b.expires_on ? -1 : 1))
    .map((r) => ({
      lineKey: d.lineKey,
      goodsId: d.goodsId,
      lotId: r.id,
      batchNo: r.batch_no,
      producedOn: r.produced_on,
      expiresOn: r.expires_on,
      number: r.take,
    }));
}
