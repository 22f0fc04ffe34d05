/**
 * 批次管理: receive, adjust, freeze. goods.stock is the sum of the SELLABLE lots (not frozen), and
 * every change moves the lot and the goods in one transaction with conditional updates. The goods
 * row is locked first, as checkout (stock.ts) and cancellation (release.ts) lock it, so an
 * operator's adjustment and a buyer's order on the same goods are serialised, never interleaved.
 */
import { sql } from 'drizzle-orm';
import type {
  AdminLotAdjustSchema,
  AdminLotCorrectSchema,
  AdminLotFreezeSchema,
  AdminLotReceiveSchema,
} from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { audit, type Actor } from '../audit/audit';
import { notFound, refused } from '../../lib/errors';
import { setLedgerContext } from '../warehouse/ledger';
import { refreshSearchTermsFor } from './search-terms';

type Receive = z.output<typeof AdminLotReceiveSchema>;
type Adjust = z.output<typeof AdminLotAdjustSchema>;
type Freeze = z.output<typeof AdminLotFreezeSchema>;
type Correct = z.output<typeof AdminLotCorrectSchema>;

interface LockedGoods {
  id: number;
  name: string;
  stock: number;
}

async function lockGoods(tx: Tx, goodsId: number): Promise<LockedGoods> {
  const [g] = await queryRows<LockedGoods>(
    tx,
    sql`SELECT id, name, stock FROM goods WHERE id = ${goodsId} FOR UPDATE`,
  );
  if (!g) throw notFound('商品不存在');
  return g;
}

async function lotGoods(tx: Tx, lotId: number): Promise<number> {
  const [row] = await queryRows<{ goods_id: number }>(
    tx,
    sql`SELECT goods_id FROM goods_lots WHERE id = ${lotId}`,
  );
  if (!row) throw notFound('批次不存在');
  return row.goods_id;
}

/** Moves goods.stock by delta (conditional: never below 0) and the dictionary's buyable flag with it. */
async function moveGoodsStock(tx: Tx, g: LockedGoods, delta: number): Promise<void> {
  if (delta === 0) return;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE goods SET stock = stock + ${delta} WHERE id = ${g.id} AND stock + ${delta} >= 0 RETURNING id`,
  );
  if (rows.length === 0) throw refused('可售库存不足，无法调整');
  // In stock / sold out changes whether the name ranks as buyable in suggestions.
  if (g.stock === 0 || g.stock + delta === 0) await refreshSearchTermsFor(tx, [g.name]);
}

/** Inserts lots and moves goods.stock; shared by the receive form and the lot import. */
export async function insertLot(tx: Tx, input: Receive): Promise<number> {
  const g = await lockGoods(tx, input.goods_id);
  const dup = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM goods_lots WHERE goods_id = ${g.id} AND batch_no = ${input.batch_no}`,
  );
  if (dup.length > 0) throw refused(`批号 ${input.batch_no} 已入库，请用库存调整`);
  const [lot] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO goods_lots (goods_id, batch_no, produced_on, expires_on, stock, report_url)
        VALUES (${g.id}, ${input.batch_no}, ${input.produced_on}, ${input.expires_on}, ${input.quantity}, ${input.report_url})
        RETURNING id`,
  );
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
    const [lot] = await queryRows<{ stock: number; frozen: boolean; batch_no: string }>(
      tx,
      sql`UPDATE goods_lots SET stock = stock + ${input.delta}
           WHERE id = ${lotId} AND stock + ${input.delta} >= 0 RETURNING stock, frozen, batch_no`,
    );
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
    const [lot] = await queryRows<{ stock: number; batch_no: string }>(
      tx,
      sql`UPDATE goods_lots SET frozen = ${input.frozen}, frozen_reason = ${input.frozen ? input.reason : ''}
           WHERE id = ${lotId} AND frozen <> ${input.frozen} RETURNING stock, batch_no`,
    );
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
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE goods_lots SET report_url = ${url} WHERE id = ${lotId} RETURNING id`,
    );
    if (rows.length === 0) throw notFound('批次不存在');
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
    if (!old) throw notFound('批次不存在');
    if (old.produced_on === input.produced_on && old.expires_on === input.expires_on)
      throw refused('日期未改变，无需更正');
    await tx.execute(sql`UPDATE goods_lots SET produced_on = ${input.produced_on}, expires_on = ${input.expires_on}
                          WHERE id = ${lotId}`);
    const change = `生产日期 ${old.produced_on}→${input.produced_on}，有效期至 ${old.expires_on}→${input.expires_on}`;
    await tx.execute(sql`INSERT INTO stock_ledger (lot_id, goods_id, kind, delta, qty_before, qty_after, operator_id,
                           reason, source_type, source_id)
                         VALUES (${lotId}, ${old.goods_id}, 'correct', 0, ${old.stock}, ${old.stock},
                           ${actor.operatorId}, ${`${input.reason}（${change}）`}, 'lot', ${lotId})`);
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
