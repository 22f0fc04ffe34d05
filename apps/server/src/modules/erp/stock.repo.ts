/** SQL of PUT /api/erp/v1/stock: lots by (goods, batch number), written in multi-row statements. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { jsonList } from './goods.repo';

export interface LockedGoods {
  id: number;
  erp_code: string;
  name: string;
  stock: number;
}
export interface LotRow {
  id: number;
  goods_id: number;
  batch_no: string;
  stock: number;
  frozen: boolean;
  produced_on: string;
  expires_on: string;
  report_url: string;
}

/** The goods rows locked in id order, as checkout and the back office's lot edits lock them. */
export const lockGoodsByCodes = (tx: Tx, codes: string[]) =>
  queryRows<LockedGoods>(
    tx,
    sql`SELECT id, erp_code, name, stock FROM goods
         WHERE erp_code IN (SELECT jsonb_array_elements_text(${jsonList(codes)}))
         ORDER BY id FOR UPDATE`,
  );

/** The first lot of each (goods, batch number) named. */
export const lotsOf = (tx: Tx, keys: { goods_id: number; batch_no: string }[]) =>
  queryRows<LotRow>(
    tx,
    sql`SELECT DISTINCT ON (l.goods_id, l.batch_no) l.id, l.goods_id, l.batch_no, l.stock, l.frozen,
               l.produced_on::text AS produced_on, l.expires_on::text AS expires_on, l.report_url
          FROM goods_lots l
          JOIN json_to_recordset(${JSON.stringify(keys)}::json) AS x(goods_id int, batch_no text)
            ON l.goods_id = x.goods_id AND l.batch_no = x.batch_no
         ORDER BY l.goods_id, l.batch_no, l.id`,
  );

export interface NewLot {
  goods_id: number;
  batch_no: string;
  produced_on: string;
  expires_on: string;
  stock: number;
  report_url: string;
}
export async function insertLots(tx: Tx, lots: NewLot[]): Promise<void> {
  await tx.execute(sql`INSERT INTO goods_lots (goods_id, batch_no, produced_on, expires_on, stock, report_url)
    SELECT x.goods_id, x.batch_no, x.produced_on, x.expires_on, x.stock, x.report_url
      FROM json_to_recordset(${JSON.stringify(lots)}::json)
        AS x(goods_id int, batch_no text, produced_on date, expires_on date, stock int, report_url text)`);
}

/** Compare-and-set on each lot's stock: a lot moved by anyone since it was read is not overwritten. */
export async function updateLots(
  tx: Tx,
  lots: (Omit<NewLot, 'goods_id' | 'batch_no'> & { id: number; old: number })[],
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE goods_lots l SET stock = x.stock, produced_on = x.produced_on, expires_on = x.expires_on,
               report_url = x.report_url
          FROM json_to_recordset(${JSON.stringify(lots)}::json)
            AS x(id int, old int, stock int, produced_on date, expires_on date, report_url text)
         WHERE l.id = x.id AND l.stock = x.old
        RETURNING l.id`,
  );
  return rows.length;
}

/** goods.stock moves with its sellable lots; conditional, so it never goes below 0. */
export async function moveGoodsStock(tx: Tx, deltas: { id: number; delta: number }[]) {
  return queryRows<{ id: number; name: string; stock: number }>(
    tx,
    sql`UPDATE goods g SET stock = g.stock + x.delta
          FROM json_to_recordset(${JSON.stringify(deltas)}::json) AS x(id int, delta int)
         WHERE g.id = x.id AND g.stock + x.delta >= 0
        RETURNING g.id, g.name, g.stock`,
  );
}
