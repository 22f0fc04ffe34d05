/**
 * 退货验收 and 不合格品处置. 合格 units go back to the lots they were sold from; 不合格 units to the
 * quarantine area, where they wait for a disposal record (销毁 or 退回供应商, by whom and when).
 * Both moves write their ledger rows; saleable stock never grows from a 不合格 return.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inspectionPhotoId, type DisposeBodySchema, type InspectBodySchema } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { setLedgerContext, writeQuarantineRow } from './ledger';

export type Inspection = z.output<typeof InspectBodySchema>;
type Dispose = z.output<typeof DisposeBodySchema>;

/** Every photo must be an inspection photo uploaded through the back office, not any address. */
async function checkPhotos(tx: Tx, photos: string[]): Promise<void> {
  const ids = photos.map((u) => inspectionPhotoId(u) ?? 0);
  if (ids.length === 0) return;
  const found = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM uploads WHERE kind = 'inspection_photo' AND owner_user_id IS NULL
         AND id IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  const missing = ids.findIndex((id) => !found.some((f) => f.id === id));
  if (missing >= 0) throw refused(`第${missing + 1}张验收照片不存在，请重新上传`);
}

/** Records the inspection and moves the returned units; answers 合格 / 不合格 for the summary. */
export async function inspectReturn(
  tx: Tx,
  actor: Actor,
  aftersaleId: number,
  ins: Inspection,
): Promise<string> {
  await checkPhotos(tx, ins.photos);
  const [rec] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO return_inspections (aftersale_id, result, reason, photos, operator_id)
        VALUES (${aftersaleId}, ${ins.result}, ${ins.reason}, ${JSON.stringify(ins.photos)}::jsonb, ${actor.operatorId})
        RETURNING id`,
  );
  if (!rec) throw new Error('inspection insert returned nothing');
  // Goods are locked in id order, as placement and cancelling take them.
  await tx.execute(sql`
    SELECT id FROM goods WHERE id IN (SELECT goods_id FROM aftersale_lines WHERE aftersale_id = ${aftersaleId})
     ORDER BY id FOR UPDATE`);
  if (ins.result === 'pass') {
    await setLedgerContext(tx, {
      kind: 'return',
      operatorId: actor.operatorId,
      reason: `退货验收合格${ins.reason ? `：${ins.reason}` : ''}`,
      sourceType: 'aftersale',
      sourceId: aftersaleId,
    });
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
    return '合格，已回到可售库存';
  }
  const lines = await queryRows<{ goods_id: number; lot_id: number; n: number }>(
    tx,
    sql`SELECT goods_id, lot_id, sum(number)::int AS n FROM aftersale_lines
         WHERE aftersale_id = ${aftersaleId} GROUP BY goods_id, lot_id ORDER BY lot_id`,
  );
  for (const l of lines) {
    await tx.execute(sql`INSERT INTO quarantine_stock (inspection_id, goods_id, lot_id, number, reason)
                         VALUES (${rec.id}, ${l.goods_id}, ${l.lot_id}, ${l.n}, ${ins.reason})`);
    await writeQuarantineRow(tx, {
      lotId: l.lot_id,
      goodsId: l.goods_id,
      kind: 'quarantine',
      delta: l.n,
      operatorId: actor.operatorId,
      reason: `退货验收不合格：${ins.reason}`,
      sourceType: 'aftersale',
      sourceId: aftersaleId,
    });
  }
  return '不合格，已转入不合格品区';
}

const ACTION_TEXT = { destroyed: '销毁', returned: '退回供应商' } as const;

/** 不合格品处置: once per quarantine row (conditional on 隔离待处置), with who, when and why. */
export async function disposeQuarantine(
  db: Db,
  actor: Actor,
  id: number,
  body: Dispose,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{
      goods_id: number;
      lot_id: number;
      number: number;
      name: string;
      batch_no: string;
    }>(
      tx,
      sql`UPDATE quarantine_stock q SET status = ${body.action}, disposal_reason = ${body.reason},
                 disposed_by = ${actor.operatorId}, disposed_at = now()
            FROM goods g, goods_lots l
           WHERE q.id = ${id} AND q.status = 'held' AND g.id = q.goods_id AND l.id = q.lot_id
          RETURNING q.goods_id, q.lot_id, q.number, g.name, l.batch_no`,
    );
    if (!row) {
      const [exists] = await queryRows<{ status: string }>(
        tx,
        sql`SELECT status FROM quarantine_stock WHERE id = ${id}`,
      );
      if (!exists) throw notFound('不合格品记录不存在');
      throw refused('该不合格品已处置，不能重复处置');
    }
    await writeQuarantineRow(tx, {
      lotId: row.lot_id,
      goodsId: row.goods_id,
      kind: 'dispose',
      delta: -row.number,
      operatorId: actor.operatorId,
      reason: `${ACTION_TEXT[body.action]}：${body.reason}`,
      sourceType: 'quarantine',
      sourceId: id,
    });
    await audit(tx, actor, {
      action: 'quarantine.dispose',
      targetType: 'quarantine_stock',
      targetId: id,
      summary: `不合格品「${row.name}」批号 ${row.batch_no} ${row.number} 件${ACTION_TEXT[body.action]}：${body.reason}`,
      before: { status: 'held' },
      after: { status: body.action, reason: body.reason },
    });
    return { id };
  });
}
