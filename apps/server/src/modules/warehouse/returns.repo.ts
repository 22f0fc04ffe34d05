/** SQL of 退货验收 and 不合格品处置: the inspection record, the returned units' stock moves, the quarantine rows. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** The ids among these that are inspection photos uploaded through the back office. */
export const inspectionPhotosAmong = (tx: Tx, ids: number[]) =>
  queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM uploads WHERE kind = 'inspection_photo' AND owner_user_id IS NULL
         AND id IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );

export async function insertInspection(
  tx: Tx,
  aftersaleId: number,
  ins: { result: string; reason: string; photos: string[] },
  operatorId: number,
) {
  const [rec] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO return_inspections (aftersale_id, result, reason, photos, operator_id)
        VALUES (${aftersaleId}, ${ins.result}, ${ins.reason}, ${JSON.stringify(ins.photos)}::jsonb, ${operatorId})
        RETURNING id`,
  );
  return rec;
}

/** Goods are locked in id order, as placement and cancelling take them. */
export async function lockReturnedGoods(tx: Tx, aftersaleId: number) {
  await tx.execute(sql`
    SELECT id FROM goods WHERE id IN (SELECT goods_id FROM aftersale_lines WHERE aftersale_id = ${aftersaleId})
     ORDER BY id FOR UPDATE`);
}

/** 合格: the returned units go back to the lots they were sold from (and a frozen lot's not to the goods' stock). */
export async function restockReturn(tx: Tx, aftersaleId: number) {
  await tx.execute(sql`
    UPDATE goods g SET stock = g.stock + s.n, sales = greatest(g.sales - s.n, 0)
      FROM (SELECT al.goods_id, sum(al.number)::int AS n FROM aftersale_lines al
              JOIN goods_lots fl ON fl.id = al.lot_id AND NOT fl.frozen
             WHERE al.aftersale_id = ${aftersaleId} GROUP BY al.goods_id) s
     WHERE g.id = s.goods_id`);
  await tx.execute(sql`
    UPDATE goods_lots l SET stock = l.stock + s.n
      FROM (SELECT lot_id, sum(number)::int AS n FROM aftersale_lines
             WHERE aftersale_id = ${aftersaleId} GROUP BY lot_id) s
     WHERE l.id = s.lot_id`);
}

/** The returned units per goods and lot. */
export const returnedByLot = (tx: Tx, aftersaleId: number) =>
  queryRows<{ goods_id: number; lot_id: number; n: number }>(
    tx,
    sql`SELECT goods_id, lot_id, sum(number)::int AS n FROM aftersale_lines
         WHERE aftersale_id = ${aftersaleId} GROUP BY goods_id, lot_id ORDER BY lot_id`,
  );

export async function insertQuarantineStock(
  tx: Tx,
  inspectionId: number,
  l: { goods_id: number; lot_id: number; n: number },
  reason: string,
) {
  await tx.execute(sql`INSERT INTO quarantine_stock (inspection_id, goods_id, lot_id, number, reason)
                       VALUES (${inspectionId}, ${l.goods_id}, ${l.lot_id}, ${l.n}, ${reason})`);
}

/** Marks a held quarantine row disposed of; the row with its goods and batch, or undefined if not held. */
export async function disposeHeld(
  tx: Tx,
  id: number,
  d: { action: string; reason: string },
  operatorId: number,
) {
  const [row] = await queryRows<{
    goods_id: number;
    lot_id: number;
    number: number;
    name: string;
    batch_no: string;
  }>(
    tx,
    sql`UPDATE quarantine_stock q SET status = ${d.action}, disposal_reason = ${d.reason},
               disposed_by = ${operatorId}, disposed_at = now()
          FROM goods g, goods_lots l
         WHERE q.id = ${id} AND q.status = 'held' AND g.id = q.goods_id AND l.id = q.lot_id
        RETURNING q.goods_id, q.lot_id, q.number, g.name, l.batch_no`,
  );
  return row;
}

export async function quarantineRowExists(tx: Tx, id: number): Promise<boolean> {
  const [exists] = await queryRows<{ status: string }>(
    tx,
    sql`SELECT status FROM quarantine_stock WHERE id = ${id}`,
  );
  return exists !== undefined;
}
