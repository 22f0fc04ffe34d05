/**
 * The order feed's reads. Entries are read only below the oldest transaction still running
 * (pg_snapshot_xmin of the current snapshot), ordered by (xid, id): every transaction below that
 * point has finished, and every later one gets a larger xid, so no entry can appear behind a cursor
 * that has passed it — the case a plain serial or timestamp cursor misses when transactions commit
 * out of order. The ORDER BY names the table's columns: bare `xid, id` would sort by the text
 * aliases of the select list ('19983' < '754'), which skips and repeats entries once xids differ in length.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface FeedRow {
  id: string;
  xid: string;
  kind: 'order' | 'aftersale';
  ref_id: number;
  status: string;
  changed_at: string;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS+08:00'`;
const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'Asia/Shanghai', ${ISO})`);

export const feedAfter = (db: Db, xid: string, id: string, limit: number) =>
  queryRows<FeedRow>(
    db,
    sql`SELECT id::text AS id, xid::text AS xid, kind, ref_id, status, ${iso('created_at')} AS changed_at
          FROM erp_feed
         WHERE (xid, id) > (${xid}::xid8, ${id}::bigint)
           AND xid < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY erp_feed.xid, erp_feed.id
         LIMIT ${limit}`,
  );

const ids = (list: number[]) => sql`${JSON.stringify(list)}::jsonb`;
const inList = (column: string, list: number[]) =>
  sql`${sql.raw(column)} IN (SELECT jsonb_array_elements_text(${ids(list)})::int)`;

export interface OrderHead {
  id: number;
  order_no: string;
  status: string;
  pay_type: string;
  created_at: string;
  paid_at: string | null;
  goods_amount_fen: number;
  discount_fen: number;
  shipping_fee_fen: number;
  payable_fen: number;
  user_id: number;
  company: string;
  credit_code: string;
  erp_code: string | null;
  address: Record<string, string>;
  remark: string;
}

export const orderHeads = (db: Db, list: number[]) =>
  queryRows<OrderHead>(
    db,
    sql`SELECT o.id, o.order_no, o.status, o.pay_type, ${iso('o.created_at')} AS created_at,
               CASE WHEN o.paid_at IS NULL THEN NULL ELSE ${iso('o.paid_at')} END AS paid_at,
               o.goods_amount_fen::float8 AS goods_amount_fen, (o.manjian_fen + o.coupon_fen)::float8 AS discount_fen,
               o.shipping_fee_fen::float8 AS shipping_fee_fen, o.payable_fen::float8 AS payable_fen,
               u.id AS user_id, c.name AS company, c.credit_code, c.erp_code, o.address, o.remark
          FROM orders o JOIN users u ON u.id = o.user_id JOIN companies c ON c.id = u.company_id
         WHERE ${inList('o.id', list)}`,
  );

export interface OrderLineRow {
  order_id: number;
  line_id: number;
  goods_id: number;
  goods_code: string | null;
  name: string;
  spec: string;
  maker: string;
  unit: string;
  number: number;
  price_fen: number;
  amount_fen: number;
  discount_fen: number;
}

export const orderLinesOf = (db: Db, list: number[]) =>
  queryRows<OrderLineRow>(
    db,
    sql`SELECT ol.order_id, ol.id AS line_id, ol.goods_id, g.erp_code AS goods_code, ol.name, ol.ypgg AS spec,
               ol.sccj AS maker, ol.bzdw AS unit, ol.number, ol.unit_price_fen::float8 AS price_fen,
               ol.total_fen::float8 AS amount_fen, (ol.manjian_share_fen + ol.coupon_share_fen)::float8 AS discount_fen
          FROM order_lines ol JOIN goods g ON g.id = ol.goods_id
         WHERE ${inList('ol.order_id', list)} ORDER BY ol.order_id, ol.id`,
  );

export const orderLotsOf = (db: Db, list: number[]) =>
  queryRows<{ order_line_id: number; batch_no: string; expires_on: string; number: number }>(
    db,
    sql`SELECT order_line_id, batch_no, expires_on::text AS expires_on, number FROM order_line_lots
         WHERE ${inList('order_id', list)} ORDER BY order_line_id, expires_on, id`,
  );

export const aftersalesOf = (db: Db, list: number[]) =>
  queryRows<{
    id: number;
    order_id: number;
    order_no: string;
    kind: string;
    status: string;
    reason: string;
    refund_fen: number;
  }>(
    db,
    sql`SELECT a.id, a.order_id, o.order_no, a.kind, a.status, a.reason, a.refund_fen::float8 AS refund_fen
          FROM aftersales a JOIN orders o ON o.id = a.order_id WHERE ${inList('a.id', list)}`,
  );

export const aftersaleLinesOf = (db: Db, list: number[]) =>
  queryRows<{
    aftersale_id: number;
    goods_code: string | null;
    batch_no: string;
    number: number;
    amount_fen: number;
  }>(
    db,
    sql`SELECT al.aftersale_id, g.erp_code AS goods_code, l.batch_no, al.number, al.amount_fen::float8 AS amount_fen
          FROM aftersale_lines al JOIN goods g ON g.id = al.goods_id JOIN order_line_lots l ON l.id = al.order_line_lot_id
         WHERE ${inList('al.aftersale_id', list)} ORDER BY al.aftersale_id, al.id`,
  );
