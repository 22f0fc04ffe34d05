/**
 * 复核: a second warehouse operator (never the picker) confirms each line's batches and quantity
 * and scans the 药品追溯码 of every package. Codes are checked against the national coding rule
 * (20 digits, the goods' 7-digit 药品标识码 first), their count against the quantity (goods not
 * traced are exempt), and the shop-wide unique index; the first problem is refused naming its line
 * and nothing is written. A passed check is what shipping waits for.
 */
import { ORDER_STATUS_TEXT, traceCodeProblem, type CheckView } from '@shop/shared';
import type { z } from 'zod';
import type { CheckBodySchema } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { insertEvent } from '../checkout/place.service';
import {
  findCheckHead,
  firstUsedCode,
  insertTraceCodes,
  linesOf,
  lotsByLine,
  markChecked,
  pickedLots,
  traceCodesOf,
  type Head,
  type Line,
} from './check.repo';

type Body = z.output<typeof CheckBodySchema>;

async function headOf(db: Db | Tx, id: number, lock = false): Promise<Head> {
  const h = await findCheckHead(db, id, lock);
  if (!h) throw notFound('订单不存在');
  return h;
}

export async function checkView(db: Db, id: number): Promise<CheckView> {
  const h = await headOf(db, id);
  const [lines, lots, codes] = await Promise.all([linesOf(db, id), pickedLots(db, id), traceCodesOf(db, id)]);
  return {
    order_id: h.order_id,
    order_no: h.order_no,
    company: h.company,
    status: h.status,
    status_text: ORDER_STATUS_TEXT[h.status],
    pick_no: h.pick_no ?? '',
    picker: h.picker ?? '',
    checker: h.checker ?? '',
    checked_at: h.checked_at ?? '',
    lines: lines.map((l) => ({
      ...l,
      lots: lots
        .filter((x) => x.order_line_id === l.line_id)
        .map((x) => ({ batch_no: x.batch_no, expires_on: x.expires_on, number: x.number })),
      codes: codes.filter((c) => c.order_line_id === l.line_id).map((c) => c.code),
    })),
  };
}

/** The line's label in a message: 第2行「阿莫西林胶囊」. */
const label = (i: number, l: Line) => `第${i + 1}行「${l.name}」`;

function assertCheckable(h: Head) {
  if (h.status !== 'picking') throw refused(`订单${ORDER_STATUS_TEXT[h.status]}，不能复核`);
  if (h.checked_at) throw refused('该订单已复核，无需重复复核');
}

/**
 * 复核 at the shop's warehouse: GSP's two-person rule between the shop's operators (the checker is
 * not who picked), then the check itself.
 */
export async function checkOrder(db: Db, actor: Actor, id: number, body: Body) {
  return db.transaction(async (tx) => {
    const h = await headOf(tx, id, true);
    assertCheckable(h);
    if (h.picker_id === actor.operatorId) throw refused('复核人不能是拣货员本人，请由另一名仓库人员复核');
    return checkInTx(tx, actor, id, body);
  });
}

/**
 * The check inside the caller's transaction: every 追溯码 rule (format, count per line, shop-wide
 * uniqueness) and its records. The two-person rule is checkOrder's, about who picked in the shop's
 * warehouse; an ERP shipment (erp/shipment.service.ts) reports goods picked and checked by the
 * ERP's own warehouse staff, whom the shop does not know, and comes here directly.
 */
export async function checkInTx(tx: Tx, actor: Actor, id: number, body: Body) {
  const h = await headOf(tx, id, true);
  assertCheckable(h);
  const lines = await linesOf(tx, id);
  const given = new Map(body.lines.map((l) => [l.line_id, l.codes]));
  const seen = new Map<string, string>();
  for (const [i, l] of lines.entries()) {
    const codes = given.get(l.line_id);
    if (!codes) throw refused(`${label(i, l)}未复核`);
    if (!l.traced) {
      if (codes.length > 0) throw refused(`${label(i, l)}为非追溯品种，无需扫码`);
      continue;
    }
    if (!l.drug_id_code) throw refused(`${label(i, l)}商品未维护药品标识码，请先在商品资料中填写`);
    if (codes.length > l.number) throw refused(`${label(i, l)}扫码 ${codes.length} 个，多于数量 ${l.number}`);
    if (codes.length < l.number) throw refused(`${label(i, l)}扫码 ${codes.length} 个，少于数量 ${l.number}`);
    for (const code of codes) {
      const problem = traceCodeProblem(code, l.drug_id_code);
      if (problem) throw refused(`${label(i, l)}追溯码 ${code}：${problem}`);
      const other = seen.get(code);
      if (other) throw refused(`${label(i, l)}追溯码 ${code} 重复扫描（${other}）`);
      seen.set(code, label(i, l));
    }
  }
  const unknown = body.lines.find((b) => !lines.some((l) => l.line_id === b.line_id));
  if (unknown) throw refused(`订单行 ${unknown.line_id} 不属于该订单`);
  const u = await firstUsedCode(tx, [...seen.keys()]);
  if (u) {
    throw refused(`${seen.get(u.code)}追溯码 ${u.code} 已在订单 ${u.order_no} 使用，每个追溯码只能出库一次`);
  }
  // Each line's codes go to its batches in FEFO order, as many as each batch's units.
  const lots = await lotsByLine(tx, id);
  const rows: { code: string; line: number; goods: number; lot: number }[] = [];
  for (const l of lines) {
    const codes = given.get(l.line_id) ?? [];
    let k = 0;
    for (const lot of lots.filter((x) => x.order_line_id === l.line_id))
      for (let n = 0; n < lot.number && k < codes.length; n++, k++)
        rows.push({ code: codes[k]!, line: l.line_id, goods: lot.goods_id, lot: lot.lot_id });
  }
  await insertCodes(tx, id, actor.operatorId, rows, seen);
  await markChecked(tx, id, actor.operatorId);
  await insertEvent(tx, id, 'picking', '仓库复核完成，等待发货');
  await audit(tx, actor, {
    action: 'warehouse.check',
    targetType: 'order',
    targetId: id,
    summary: `复核订单 ${h.order_no}：${lines.length} 行，追溯码 ${seen.size} 个（拣货员 ${h.picker ?? ''}）`,
    after: { codes: seen.size },
  });
  return { id };
}

/**
 * The codes in one statement. A parallel check of another order that took one of them meanwhile
 * holds it under the unique index: this insert waits for it, skips it (ON CONFLICT) and is refused
 * naming the line, which rolls the whole check back.
 */
async function insertCodes(
  tx: Tx,
  orderId: number,
  checkerId: number,
  rows: { code: string; line: number; goods: number; lot: number }[],
  labels: Map<string, string>,
) {
  if (rows.length === 0) return;
  const done = await insertTraceCodes(tx, orderId, checkerId, rows);
  if (done.length === rows.length) return;
  const got = new Set(done.map((d) => d.code));
  const lost = rows.find((r) => !got.has(r.code))!;
  throw refused(`${labels.get(lost.code) ?? ''}追溯码 ${lost.code} 已被其他订单使用，每个追溯码只能出库一次`);
}
