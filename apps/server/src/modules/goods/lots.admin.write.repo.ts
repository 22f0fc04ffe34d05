/** SQL of 批次管理's writes: the goods row lock, lots and their stock, freezing, reports, date corrections. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface LockedGoods {
  id: number;
  name: string;
  stock: number;
}

/** The goods row, locked (as checkout and cancellation lock it). */
export async function lockGoodsForLots(tx: Tx, goodsId: number) {
  const [g] = await queryRows<LockedGoods>(
    tx,
    sql`SELECT id, name, stock FROM goods WHERE id = ${goodsId} FOR UPDATE`,
  );
  return g;
}

export async function goodsOfLot(tx: Tx, lotId: number) {
  const [row] = await queryRows<{ goods_id: number }>(
    tx,
    sql`SELECT goods_id FROM goods_lots WHERE id = ${lotId}`,
  );
  return row?.goods_id;
}

/** goods.stock += delta unless that goes below 0; false when refused. */
export async function moveStock(tx: Tx, goodsId: number, delta: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE goods SET stock = stock + ${delta} WHERE id = ${goodsId} AND stock + ${delta} >= 0 RETURNING id`,
  );
  return rows.length > 0;
}

export async function batchExists(tx: Tx, goodsId: number, batchNo: string): Promise<boolean> {
  const dup = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM goods_lots WHERE goods_id = ${goodsId} AND batch_no = ${batchNo}`,
  );
  return dup.length > 0;
}

export async function insertLotRow(
  tx: Tx,
  goodsId: number,
  input: { batch_no: string; produced_on: string; expires_on: string; quantity: number; report_url: string },
) {
  const [lot] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO goods_lots (goods_id, batch_no, produced_on, expires_on, stock, report_url)
        VALUES (${goodsId}, ${input.batch_no}, ${input.produced_on}, ${input.expires_on}, ${input.quantity}, ${input.report_url})
        RETURNING id`,
  );
  return lot;
}

/** The lot's stock += delta unless that goes below 0: the lot after, or undefined. */
export async function adjustLotStock(tx: Tx, lotId: number, delta: number) {
  const [lot] = await queryRows<{ stock: number; frozen: boolean; batch_no: string }>(
    tx,
    sql`UPDATE goods_lots SET stock = stock + ${delta}
         WHERE id = ${lotId} AND stock + ${delta} >= 0 RETURNING stock, frozen, batch_no`,
  );
  return lot;
}

/** Freezes or releases the lot if it is not so already: the lot, or undefined. */
export async function setLotFrozen(tx: Tx, lotId: number, frozen: boolean, reason: string) {
  const [lot] = await queryRows<{ stock: number; batch_no: string }>(
    tx,
    sql`UPDATE goods_lots SET frozen = ${frozen}, frozen_reason = ${frozen ? reason : ''}
         WHERE id = ${lotId} AND frozen <> ${frozen} RETURNING stock, batch_no`,
  );
  return lot;
}

export async function setLotReportUrl(tx: Tx, lotId: number, url: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE goods_lots SET report_url = ${url} WHERE id = ${lotId} RETURNING id`,
  );
  return rows.length > 0;
}

/** The lot's dates and stock, locked for a correction. */
export async function lockLotDates(tx: Tx, lotId: number) {
  const [old] = await queryRows<{
    goods_id: number;
    batch_no: string;
    produced_on: string;
    expires_on: string;
    stock: number;
  }>(
    tx,
    sql`SELECT goods_id, batch_no, produced_on::text AS produced_on, expires_on::text AS expires_on, stock
          FROM goods_lots WHERE id = ${lotId} FOR UPDATE`,
  );
  return old;
}

/** New dates, and the ledger's row of the correction (no quantity moves). */
export async function correctLotDates(
  tx: Tx,
  lotId: number,
  old: { goods_id: number; stock: number },
  input: { produced_on: string; expires_on: string },
  operatorId: number,
  reason: string,
) {
  await tx.execute(sql`UPDATE goods_lots SET produced_on = ${input.produced_on}, expires_on = ${input.expires_on}
                        WHERE id = ${lotId}`);
  await tx.execute(sql`INSERT INTO stock_ledger (lot_id, goods_id, kind, delta, qty_before, qty_after, operator_id,
                         reason, source_type, source_id)
                       VALUES (${lotId}, ${old.goods_id}, 'correct', 0, ${old.stock}, ${old.stock},
                         ${operatorId}, ${reason}, 'lot', ${lotId})`);
}
