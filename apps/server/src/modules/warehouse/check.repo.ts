/** SQL of 复核: the order's head and lines as checked, its batches, and its 药品追溯码. */
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface Head {
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
export interface Line {
  line_id: number;
  name: string;
  ypgg: string;
  sccj: string;
  bzdw: string;
  number: number;
  drug_id_code: string;
  traced: boolean;
}

/** The order's head for 复核; with `lock` the order row is locked (one check at a time). */
export async function findCheckHead(db: Db | Tx, id: number, lock = false): Promise<Head | undefined> {
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
  return h;
}

export const linesOf = (db: Db | Tx, id: number) =>
  queryRows<Line>(
    db,
    sql`SELECT ol.id AS line_id, ol.name, ol.ypgg, ol.sccj, ol.bzdw, ol.number, g.drug_id_code, g.traced
          FROM order_lines ol JOIN goods g ON g.id = ol.goods_id
         WHERE ol.order_id = ${id} ORDER BY ol.id`,
  );

/** The batches picked for the order's lines, earliest expiry first. */
export const pickedLots = (db: Db, id: number) =>
  queryRows<{ order_line_id: number; batch_no: string; expires_on: string; number: number }>(
    db,
    sql`SELECT order_line_id, batch_no, expires_on::text AS expires_on, number FROM order_line_lots
         WHERE order_id = ${id} ORDER BY expires_on, id`,
  );

export const traceCodesOf = (db: Db, id: number) =>
  queryRows<{ order_line_id: number; code: string }>(
    db,
    sql`SELECT order_line_id, code FROM trace_codes WHERE order_id = ${id} ORDER BY id`,
  );

/** One of these codes that some order has already used, with that order's number. */
export async function firstUsedCode(tx: Tx, codes: readonly string[]) {
  const used = await queryRows<{ code: string; order_no: string }>(
    tx,
    sql`SELECT t.code, o.order_no FROM trace_codes t JOIN orders o ON o.id = t.order_id
         WHERE t.code IN (${
           codes.length
             ? sql.join(
                 codes.map((c) => sql`${c}`),
                 sql`, `,
               )
             : sql`''`
         }) LIMIT 1`,
  );
  return used[0];
}

/** The order's batches by line, in FEFO order: the codes go to them in this order. */
export const lotsByLine = (tx: Tx, id: number) =>
  queryRows<{ order_line_id: number; goods_id: number; lot_id: number; number: number }>(
    tx,
    sql`SELECT order_line_id, goods_id, lot_id, number FROM order_line_lots WHERE order_id = ${id}
         ORDER BY order_line_id, expires_on, id`,
  );

export async function markChecked(tx: Tx, id: number, checkerId: number) {
  await tx.execute(sql`UPDATE order_fulfilment SET checker_id = ${checkerId}, checked_at = now()
                        WHERE order_id = ${id}`);
}

/** Inserts the codes a parallel check has not taken (ON CONFLICT skips those); the codes inserted. */
export async function insertTraceCodes(
  tx: Tx,
  orderId: number,
  checkerId: number,
  rows: { code: string; line: number; goods: number; lot: number }[],
) {
  return queryRows<{ code: string }>(
    tx,
    sql`INSERT INTO trace_codes (code, order_id, order_line_id, goods_id, lot_id, checker_id)
        SELECT r.code, ${orderId}, r.line, r.goods, r.lot, ${checkerId}
          FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(code text, line int, goods int, lot int)
        ON CONFLICT (code) DO NOTHING RETURNING code`,
  );
}
