/**
 * PUT /api/erp/v1/stock: each row sets one batch's saleable quantity (absolute), dates and report,
 * by goods code and batch number. Goods rows are locked first (as checkout locks them), lots are
 * inserted or updated in multi-row statements, goods.stock moves by the sum of its sellable lots'
 * changes with a conditional update, and the ledger trigger writes one row per moved lot with the
 * reason 'ERP库存同步' (receive for a new batch, adjust for a changed one).
 */
import type { ErpStockRow, ErpWriteResult } from '@shop/shared';
import type { Tx } from '../../db/client';
import { refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { refreshBuyableFor } from '../goods/search-terms';
import { setLedgerContext } from '../warehouse/ledger';
import { Refusals, refuseRepeats, tally, type RowResult } from './rows';
import { insertLots, lockGoodsByCodes, lotsOf, moveGoodsStock, updateLots, type NewLot } from './stock.repo';

const CHUNK = 2000;
const chunks = <T>(xs: T[]) =>
  Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));
const rowCode = (r: ErpStockRow) => `${r.goods_code}/${r.batch_no}`;

export async function upsertErpStock(tx: Tx, actor: Actor, rows: ErpStockRow[]): Promise<ErpWriteResult> {
  const refusals = new Refusals('stock');
  refuseRepeats(refusals, rows.map(rowCode), rows.map(rowCode), '商品编码与批号');
  const goods = await lockGoodsByCodes(tx, [...new Set(rows.map((r) => r.goods_code))]);
  const byCode = new Map(goods.map((g) => [g.erp_code, g]));
  rows.forEach((r, i) => {
    if (!byCode.has(r.goods_code))
      refusals.add(i, rowCode(r), `商品编码 ${r.goods_code} 不存在，请先推送商品`);
  });
  refusals.check();
  const keys = rows.map((r) => ({ goods_id: byCode.get(r.goods_code)!.id, batch_no: r.batch_no }));
  const lots = new Map((await lotsOf(tx, keys)).map((l) => [`${l.goods_id}/${l.batch_no}`, l]));
  const fresh: NewLot[] = [];
  const changed: Parameters<typeof updateLots>[1] = [];
  const delta = new Map<number, number>();
  const results: { code: string; result: RowResult }[] = [];
  rows.forEach((r, i) => {
    const goodsId = keys[i]!.goods_id;
    const lot = lots.get(`${goodsId}/${r.batch_no}`);
    const fields = {
      produced_on: r.produced_on,
      expires_on: r.expires_on,
      stock: r.quantity,
      report_url: r.report_url,
    };
    if (!lot) {
      fresh.push({ goods_id: goodsId, batch_no: r.batch_no, ...fields });
      delta.set(goodsId, (delta.get(goodsId) ?? 0) + r.quantity);
      return results.push({ code: rowCode(r), result: 'created' });
    }
    const same =
      lot.stock === r.quantity &&
      lot.produced_on === r.produced_on &&
      lot.expires_on === r.expires_on &&
      lot.report_url === r.report_url;
    if (same) return results.push({ code: rowCode(r), result: 'unchanged' });
    changed.push({ id: lot.id, old: lot.stock, ...fields });
    // A frozen lot's units are outside goods.stock until it is released (lots.admin.service).
    if (!lot.frozen) delta.set(goodsId, (delta.get(goodsId) ?? 0) + r.quantity - lot.stock);
    return results.push({ code: rowCode(r), result: 'updated' });
  });
  const reason = `ERP库存同步（${actor.operatorName}）`;
  if (fresh.length > 0) {
    await setLedgerContext(tx, { kind: 'receive', reason, sourceType: 'erp' });
    for (const part of chunks(fresh)) await insertLots(tx, part);
  }
  if (changed.length > 0) {
    await setLedgerContext(tx, { kind: 'adjust', reason, sourceType: 'erp' });
    for (const part of chunks(changed))
      if ((await updateLots(tx, part)) !== part.length) throw refused('批次库存刚被其他操作修改，请重试');
  }
  const moves = [...delta].filter(([, d]) => d !== 0).map(([id, d]) => ({ id, delta: d }));
  const moved = moves.length > 0 ? await moveGoodsStock(tx, moves) : [];
  if (moved.length !== moves.length) throw refused('可售库存不足，无法按 ERP 数量调整');
  // In stock / sold out changes whether a name ranks as buyable in suggestions.
  const crossed = moved.filter((g) => g.stock === 0 || g.stock === (delta.get(g.id) ?? 0)).map((g) => g.name);
  await refreshBuyableFor(tx, crossed);
  const result = tally(results);
  await audit(tx, actor, {
    action: 'erp.stock',
    targetType: 'erp',
    targetId: 'stock',
    summary: `ERP推送批次库存 ${rows.length} 行：新增批次 ${result.created}、更新 ${result.updated}、未变 ${result.unchanged}`,
    after: { goods: moves.length },
  });
  return result;
}
