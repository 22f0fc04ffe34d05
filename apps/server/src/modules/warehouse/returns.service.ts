/**
 * 退货验收 and 不合格品处置. 合格 units go back to the lots they were sold from; 不合格 units to the
 * quarantine area, where they wait for a disposal record (销毁 or 退回供应商, by whom and when).
 * Both moves write their ledger rows; saleable stock never grows from a 不合格 return.
 */
import type { z } from 'zod';
import { inspectionPhotoId, type DisposeBodySchema, type InspectBodySchema } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { setLedgerContext, writeQuarantineRow } from './ledger';
import {
  disposeHeld,
  insertInspection,
  insertQuarantineStock,
  inspectionPhotosAmong,
  lockReturnedGoods,
  quarantineRowExists,
  restockReturn,
  returnedByLot,
} from './returns.repo';

export type Inspection = z.output<typeof InspectBodySchema>;
type Dispose = z.output<typeof DisposeBodySchema>;

/** Every photo must be an inspection photo uploaded through the back office, not any address. */
async function checkPhotos(tx: Tx, photos: string[]): Promise<void> {
  const ids = photos.map((u) => inspectionPhotoId(u) ?? 0);
  if (ids.length === 0) return;
  const found = await inspectionPhotosAmong(tx, ids);
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
  const rec = await insertInspection(tx, aftersaleId, ins, actor.operatorId);
  if (!rec) throw new Error('inspection insert returned nothing');
  await lockReturnedGoods(tx, aftersaleId);
  if (ins.result === 'pass') {
    await setLedgerContext(tx, {
      kind: 'return',
      operatorId: actor.operatorId,
      reason: `退货验收合格${ins.reason ? `：${ins.reason}` : ''}`,
      sourceType: 'aftersale',
      sourceId: aftersaleId,
    });
    await restockReturn(tx, aftersaleId);
    return '合格，已回到可售库存';
  }
  const lines = await returnedByLot(tx, aftersaleId);
  for (const l of lines) {
    await insertQuarantineStock(tx, rec.id, l, ins.reason);
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
    const row = await disposeHeld(tx, id, body, actor.operatorId);
    if (!row) {
      if (!(await quarantineRowExists(tx, id))) throw notFound('不合格品记录不存在');
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
