/**
 * 批次管理: receive, adjust, freeze. goods.stock is the sum of the SELLABLE lots (not frozen), and
 * every change moves the lot and the goods in one transaction with conditional updates. The goods
 * row is locked first, as checkout (stock.ts) and cancellation (release.ts) lock it, so an
 * operator's adjustment and a buyer's order on the same goods are serialised, never interleaved.
 */
import type {
  AdminLotAdjustSchema,
  AdminLotCorrectSchema,
  AdminLotFreezeSchema,
  AdminLotReceiveSchema,
} from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { audit, type Actor } from '../audit/audit';
import { notFound, refused } from '../../lib/errors';
import { setLedgerContext } from '../warehouse/ledger';
import { refreshSearchTermsFor } from './search-terms.repo';
import {
  adjustLotStock,
  batchExists,
  correctLotDates,
  goodsOfLot,
  insertLotRow,
  lockGoodsForLots,
  lockLotDates,
  moveStock,
  setLotFrozen,
  setLotReportUrl,
  type LockedGoods,
} from './lots.admin.write.repo';

type Receive = z.output<typeof AdminLotReceiveSchema>;
type Adjust = z.output<typeof AdminLotAdjustSchema>;
type Freeze = z.output<typeof AdminLotFreezeSchema>;
type Correct = z.output<typeof AdminLotCorrectSchema>;

async function lockGoods(tx: Tx, goodsId: number): Promise<LockedGoods> {
  const g = await lockGoodsForLots(tx, goodsId);
  if (!g) throw notFound('商品不存在');
  return g;
}

async function lotGoods(tx: Tx, lotId: number): Promise<number> {
  const goodsId = await goodsOfLot(tx, lotId);
  if (goodsId === undefined) throw notFound('批次不存在');
  return goodsId;
}

/** Moves goods.stock by delta (conditional: never below 0) and the dictionary's buyable flag with it. */
async function moveGoodsStock(tx: Tx, g: LockedGoods, delta: number): Promise<void> {
  if (delta === 0) return;
  if (!(await moveStock(tx, g.id, delta))) throw refused('可售库存不足，无法调整');
  // In stock / sold out changes whether the name ranks as buyable in suggestions.
  if (g.stock === 0 || g.stock + delta === 0) await refreshSearchTermsFor(tx, [g.name]);
}

/** Inserts lots and moves goods.stock; shared by the receive form and the lot import. */
export async function insertLot(tx: Tx, input: Receive): Promise<number> {
  const g = await lockGoods(tx, input.goods_id);
  if (await batchExists(tx, g.id, input.batch_no))
    throw refused(`批号 ${input.batch_no} 已入库，请用库存调整`);
  const lot = await insertLotRow(tx, g.id, input);
  if (!lot) throw new Error('lot insert returned nothing');
  await moveGoodsStock(tx, g, input.quantity);
  return lot.id;
}

export async function receiveLot(db: Db, actor: Actor, input: Receive): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await setLedgerContext(tx, {
      kind: 'receive',
      operatorId: actor.operatorId,
      reason: '采购入库',
      sourceType: 'lot',
    });
    const id = await insertLot(tx, input);
    await audit(tx, actor, {
      action: 'lot.receive',
      targetType: 'goods_lot',
      targetId: id,
      summary: `商品#${input.goods_id} 入库批号 ${input.batch_no}，${input.quantity} 件`,
      after: input,
    });
    return { id };
  });
}

export async function adjustLot(db: Db, actor: Actor, lotId: number, input: Adjust): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const g = await lockGoods(tx, await lotGoods(tx, lotId));
    await setLedgerContext(tx, {
      kind: 'adjust',
      operatorId: actor.operatorId,
      reason: input.reason,
      sourceType: 'lot',
      sourceId: lotId,
    });
    const lot = await adjustLotStock(tx, lotId, input.delta);
    if (!lot) throw refused('调整后批次库存不能小于0');
    // A frozen lot's units are outside goods.stock until it is released.
    if (!lot.frozen) await moveGoodsStock(tx, g, input.delta);
    await audit(tx, actor, {
      action: 'lot.adjust',
      targetType: 'goods_lot',
      targetId: lotId,
      summary: `「${g.name}」批号 ${lot.batch_no} 库存${input.delta > 0 ? '+' : ''}${input.delta}：${input.reason}`,
      before: { stock: lot.stock - input.delta },
      after: { stock: lot.stock, reason: input.reason },
    });
    return { id: lotId };
  });
}

/** 质量冻结 / 解冻: a conditional flip, so freezing twice cannot take the units out twice. */
export async function freezeLot(db: Db, actor: Actor, lotId: number, input: Freeze): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const g = await lockGoods(tx, await lotGoods(tx, lotId));
    await setLedgerContext(tx, {
      kind: input.frozen ? 'freeze' : 'unfreeze',
      operatorId: actor.operatorId,
      reason: input.reason,
      sourceType: 'lot',
      sourceId: lotId,
    });
    const lot = await setLotFrozen(tx, lotId, input.frozen, input.reason);
    if (!lot) throw refused(input.frozen ? '该批次已冻结' : '该批次未冻结');
    await moveGoodsStock(tx, g, input.frozen ? -lot.stock : lot.stock);
    await audit(tx, actor, {
      action: input.frozen ? 'lot.freeze' : 'lot.unfreeze',
      targetType: 'goods_lot',
      targetId: lotId,
      summary: `「${g.name}」批号 ${lot.batch_no} ${input.frozen ? '质量冻结' : '解除冻结'}：${input.reason}`,
      after: input,
    });
    return { id: lotId };
  });
}

export async function setLotReport(
  db: Db,
  actor: Actor,
  lotId: number,
  url: string,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    if (!(await setLotReportUrl(tx, lotId, url))) throw notFound('批次不存在');
    await audit(tx, actor, {
      action: 'lot.report',
      targetType: 'goods_lot',
      targetId: lotId,
      summary: `上传批次#${lotId} 药检报告`,
      after: { report_url: url },
    });
    return { id: lotId };
  });
}

/**
 * 批次信息更正: a batch's dates entered wrong are corrected with a reason; the ledger keeps a row
 * (no quantity moves) with the old and new dates, and the audit trail the before and after.
 */
export async function correctLot(
  db: Db,
  actor: Actor,
  lotId: number,
  input: Correct,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const old = await lockLotDates(tx, lotId);
    if (!old) throw notFound('批次不存在');
    if (old.produced_on === input.produced_on && old.expires_on === input.expires_on)
      throw refused('日期未改变，无需更正');
    const change = `生产日期 ${old.produced_on}→${input.produced_on}，有效期至 ${old.expires_on}→${input.expires_on}`;
    await correctLotDates(tx, lotId, old, input, actor.operatorId, `${input.reason}（${change}）`);
    await audit(tx, actor, {
      action: 'lot.correct',
      targetType: 'goods_lot',
      targetId: lotId,
      summary: `更正批号 ${old.batch_no} 的日期：${change}；原因：${input.reason}`,
      before: { produced_on: old.produced_on, expires_on: old.expires_on },
      after: { produced_on: input.produced_on, expires_on: input.expires_on, reason: input.reason },
    });
    return { id: lotId };
  });
}
