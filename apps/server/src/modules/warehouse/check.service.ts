/**
 * 复核: a second warehouse operator (never the picker) confirms each line's batches and quantity
 * and scans the 药品追溯码 of every package. Codes are checked against the national coding rule
 * (20 digits, the goods' 7-digit 药品标识码 first), their count against the quantity (goods not
 * traced are exempt), and the shop-wide unique index; the first problem is refused naming its line
 * and nothing is written. A passed check is what shipping waits for.
 */
import { sql } from 'drizzle-orm';
import { ORDER_STATUS_TEXT, traceCodeProblem, type CheckView, type OrderStatus } from '@shop/shared';
import type { z } from 'zod';
import type { CheckBodySchema } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { insertEvent } from '../checkout/place.service';

type Body = z.output<typeof CheckBodySchema>;

interface Head {
  order_id: number;
  order_no: string;
  company: string;
  status: OrderStatus;
  pick_no: string | null;
  picker_id: number | null;
  picker: string | null;
  checker: string | null;
  checked_at: string | null;
}
interface Line {
  line_id: number;
  name: string;
  ypgg: string;
  sccj: string;
  bzdw: string;
  number: number;
  drug_id_code: string;
  traced: boolean;
}

async function headOf(db: Db | Tx, id: number, lock = false): Promise<Head> {
  const [h] = await queryRows<Head>(
    db,
    sql`SELECT o.id AS order_id, o.order_no, c.name AS company, o.status, p.pick_no, f.picker_id,
               pk.name AS picker, ck.name AS checker,
               to_char(f.checked_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS checked_at
          FROM orders o JOIN users u ON u.id = o.user_id JOIN companies c ON c.id = u.company_id
          LEFT JOIN order_fulfilment f ON f.order_id = o.id
          LEFT JOIN pick_lists p ON p.id = f.pick_list_id
          LEFT JOIN operators pk ON pk.id = f.picker_id
          LEFT JOIN operators ck ON ck.id = f.checker_id
         WHERE o.id = ${id} ${lock ? sql`FOR UPDATE OF o` : sql``}`,
  );
  if (!h) throw notFound('订单不存在');
  return h;
}

const linesOf = (db: Db | Tx, id: number) =>
  queryRows<Line>(
    db,
    sql`SELECT ol.id AS line_id, ol.name, ol.ypgg, ol.sccj, ol.bzdw, ol.number, g.drug_id_code, g.traced
          FROM order_lines ol JOIN goods g ON g.id = ol.goods_id
         WHERE ol.order_id = ${id} ORDER BY ol.id`,
  );

export async function checkView(db: Db, id: number): Promise<CheckView> {
  const h = await headOf(db, id);
  const [lines, lots, codes] = await Promise.all([
    linesOf(db, id),
    queryRows<{ order_line_id: number; batch_no: string; expires_on: string; number: number }>(
      db,
      sql`SELECT order_line_id, batch_no, expires_on::text AS expires_on, number FROM order_line_lots
           WHERE order_id = ${id} ORDER BY expires_on, id`,
    ),
    queryRows<{ order_line_id: number; code: string }>(
      db,
      sql`SELECT order_line_id, code FROM trace_codes WHERE order_id = ${id} ORDER BY id`,
    ),
  ]);
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
  const used = await queryRows<{ code: string; order_no: string }>(
    tx,
    sql`SELECT t.code, o.order_no FROM trace_codes t JOIN orders o ON o.id = t.order_id
         WHERE t.code IN (${
           seen.size
             ? sql.join(
                 [...seen.keys()].map((c) => sql`${c}`),
                 sql`, `,
               )
             : sql`''`
         }) LIMIT 1`,
  );
  if (used[0]) {
    const u = used[0];
    throw refused(`${seen.get(u.code)}追溯码 ${u.code} 已在订单 ${u.order_no} 使用，每个追溯码只能出库一次`);
  }
  // Each line's codes go to its batches in FEFO order, as many as each batch's units.
  const lots = await queryRows<{ order_line_id: number; goods_id: number; lot_id: number; number: number }>(
    tx,
    sql`SELECT order_line_id, goods_id, lot_id, number FROM order_line_lots WHERE order_id = ${id}
         ORDER BY order_line_id, expires_on, id`,
  );
  const rows: { code: string; line: number; goods: number; lot: number }[] = [];
  for (const l of lines) {
    const codes = given.get(l.line_id) ?? [];
    let k = 0;
    for (const lot of lots.filter((x) => x.order_line_id === l.line_id))
      for (let n = 0; n < lot.number && k < codes.length; n++, k++)
        rows.push({ code: codes[k]!, line: l.line_id, goods: lot.goods_id, lot: lot.lot_id });
  }
  await insertCodes(tx, id, actor.operatorId, rows, seen);
  await tx.execute(sql`UPDATE order_fulfilment SET checker_id = ${actor.operatorId}, checked_at = now()
                        WHERE order_id = ${id}`);
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
  const done = await queryRows<{ code: string }>(
    tx,
    sql`INSERT INTO trace_codes (code, order_id, order_line_id, goods_id, lot_id, checker_id)
        SELECT r.code, ${orderId}, r.line, r.goods, r.lot, ${checkerId}
          FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(code text, line int, goods int, lot int)
        ON CONFLICT (code) DO NOTHING RETURNING code`,
  );
  if (done.length === rows.length) return;
  const got = new Set(done.map((d) => d.code));
  const lost = rows.find((r) => !got.has(r.code))!;
  throw refused(`${labels.get(lost.code) ?? ''}追溯码 ${lost.code} 已被其他订单使用，每个追溯码只能出库一次`);
}
