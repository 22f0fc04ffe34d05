/** Reads of the warehouse pages and the GSP exports; every list paginated in SQL. */
import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_TEXT, PICKABLE_STATUSES, type OrderStatus } from '@shop/shared';
import type { z } from 'zod';
import type { LedgerQuerySchema, QuarantineQuerySchema, WarehouseQueueQuerySchema } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { LEDGER_KINDS, type LedgerKind } from '@shop/shared';

const CN = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')`;
const day = (d: string) => sql`(${d}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`;

export async function warehouseQueue(db: Db, q: z.output<typeof WarehouseQueueQuerySchema>) {
  const where =
    q.view === 'pickable'
      ? sql`o.status IN (${sql.join(
          PICKABLE_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : q.view === 'picking'
        ? sql`o.status = 'picking' AND f.checked_at IS NULL`
        : sql`o.status = 'picking' AND f.checked_at IS NOT NULL`;
  const [rows, total] = await Promise.all([
    queryRows<{
      id: number;
      order_no: string;
      company: string;
      paid_at: string;
      goods_count: number;
      units: number;
      status: OrderStatus;
      pick_no: string | null;
      picker: string | null;
      checker: string | null;
    }>(
      db,
      sql`SELECT o.id, o.order_no, c.name AS company, coalesce(${CN(sql`o.paid_at`)}, '') AS paid_at,
                 (SELECT count(*)::int FROM order_lines ol WHERE ol.order_id = o.id) AS goods_count,
                 (SELECT coalesce(sum(number), 0)::int FROM order_lines ol WHERE ol.order_id = o.id) AS units,
                 o.status, p.pick_no, pk.name AS picker, ck.name AS checker
            FROM orders o JOIN users u ON u.id = o.user_id JOIN companies c ON c.id = u.company_id
            LEFT JOIN order_fulfilment f ON f.order_id = o.id
            LEFT JOIN pick_lists p ON p.id = f.pick_list_id
            LEFT JOIN operators pk ON pk.id = f.picker_id
            LEFT JOIN operators ck ON ck.id = f.checker_id
           WHERE ${where}
           ORDER BY o.paid_at NULLS LAST, o.id
           LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM orders o LEFT JOIN order_fulfilment f ON f.order_id = o.id WHERE ${where}`,
    ),
  ]);
  return {
    list: rows.map((r) => ({
      ...r,
      status_text: ORDER_STATUS_TEXT[r.status],
      pick_no: r.pick_no ?? '',
      picker: r.picker ?? '',
      checker: r.checker ?? '',
    })),
    total: total[0]?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}

type LedgerQuery = z.output<typeof LedgerQuerySchema>;

function ledgerWhere(q: Omit<LedgerQuery, 'page' | 'page_size'>): SQL {
  const conds: SQL[] = [sql`true`];
  if (q.keyword)
    conds.push(
      sql`(g.name LIKE ${`%${q.keyword}%`} OR l.batch_no = ${q.keyword} OR g.approval_no = ${q.keyword})`,
    );
  if (q.kind) conds.push(sql`s.kind = ${q.kind}`);
  if (q.area) conds.push(sql`s.area = ${q.area}`);
  if (q.lot_id) conds.push(sql`s.lot_id = ${q.lot_id}`);
  if (q.from) conds.push(sql`s.created_at >= ${day(q.from)}`);
  if (q.to) conds.push(sql`s.created_at < ${day(q.to)} + interval '1 day'`);
  return sql.join(conds, sql` AND `);
}

interface LedgerSqlRow {
  id: number;
  at: string;
  goods_name: string;
  batch_no: string;
  area: string;
  kind: string;
  delta: number;
  qty_before: number;
  qty_after: number;
  operator: string | null;
  reason: string;
  source_type: string;
  source_no: string | null;
  source_id: number | null;
}

const SOURCE_TEXT: Record<string, string> = {
  order: '订单',
  aftersale: '售后单',
  lot: '批次',
  import: '批量导入',
  groupbuy: '拼团',
  quarantine: '不合格品',
};

export async function ledgerRows(
  db: Db,
  q: Omit<LedgerQuery, 'page' | 'page_size'>,
  limit: number,
  offset: number,
) {
  const rows = await queryRows<LedgerSqlRow>(
    db,
    sql`SELECT s.id::int AS id, ${CN(sql`s.created_at`)} AS at, g.name AS goods_name, l.batch_no, s.area, s.kind,
               s.delta, s.qty_before, s.qty_after, op.name AS operator, s.reason, s.source_type, s.source_id,
               CASE WHEN s.source_type = 'order' THEN (SELECT order_no FROM orders WHERE id = s.source_id) END AS source_no
          FROM stock_ledger s JOIN goods_lots l ON l.id = s.lot_id JOIN goods g ON g.id = s.goods_id
          LEFT JOIN operators op ON op.id = s.operator_id
         WHERE ${ledgerWhere(q)}
         ORDER BY s.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    goods_name: r.goods_name,
    batch_no: r.batch_no,
    area: r.area === 'quarantine' ? '不合格品区' : '合格品区',
    kind: r.kind,
    kind_text: LEDGER_KINDS[r.kind as LedgerKind] ?? r.kind,
    delta: r.delta,
    qty_before: r.qty_before,
    qty_after: r.qty_after,
    operator: r.operator ?? (r.source_type === 'order' ? '系统（下单）' : '系统'),
    reason: r.reason,
    source: r.source_type
      ? `${SOURCE_TEXT[r.source_type] ?? r.source_type} ${r.source_no ?? (r.source_id ? `#${r.source_id}` : '')}`.trim()
      : '',
  }));
}

export async function ledgerPage(db: Db, q: LedgerQuery) {
  const [list, total] = await Promise.all([
    ledgerRows(db, q, q.page_size, (q.page - 1) * q.page_size),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM stock_ledger s JOIN goods_lots l ON l.id = s.lot_id JOIN goods g ON g.id = s.goods_id
           WHERE ${ledgerWhere(q)}`,
    ),
  ]);
  return { list, total: total[0]?.n ?? 0, page: q.page, page_size: q.page_size };
}

/** 药品追溯码 shipped: of one order (the buyer's file) or of one day (the back office's). */
export interface TraceCodeRow {
  order_no: string;
  shipped_at: string;
  company: string;
  name: string;
  ypgg: string;
  sccj: string;
  approval_no: string;
  batch_no: string;
  expires_on: string;
  code: string;
}

export const traceCodeRows = (db: Db, where: SQL) =>
  queryRows<TraceCodeRow>(
    db,
    sql`SELECT o.order_no, coalesce(${CN(sql`o.shipped_at`)}, '') AS shipped_at, c.name AS company, ol.name,
               ol.ypgg, ol.sccj, ol.approval_no, l.batch_no, l.expires_on::text AS expires_on, t.code
          FROM trace_codes t JOIN orders o ON o.id = t.order_id JOIN users u ON u.id = o.user_id
          JOIN companies c ON c.id = u.company_id JOIN order_lines ol ON ol.id = t.order_line_id
          JOIN goods_lots l ON l.id = t.lot_id
         WHERE ${where}
         ORDER BY o.id, ol.id, l.expires_on, t.id`,
  );

export const orderTraceCodes = (db: Db, orderId: number) => traceCodeRows(db, sql`t.order_id = ${orderId}`);
export const dayTraceCodes = (db: Db, date: string) =>
  traceCodeRows(db, sql`o.shipped_at >= ${day(date)} AND o.shipped_at < ${day(date)} + interval '1 day'`);

/** GSP 销售记录: one row per batch sold, orders placed in the range and not cancelled. */
export interface SalesRecordRow {
  at: string;
  company: string;
  name: string;
  dosage_form: string;
  ypgg: string;
  sccj: string;
  approval_no: string;
  batch_no: string;
  expires_on: string;
  number: number;
  price_fen: number;
  amount_fen: number;
  order_no: string;
}

export const salesRecords = (db: Db, from: string, to: string) =>
  queryRows<SalesRecordRow>(
    db,
    sql`SELECT ${CN(sql`o.created_at`)} AS at, c.name AS company, ol.name, g.dosage_form, ol.ypgg, ol.sccj,
               ol.approval_no, x.batch_no, x.expires_on::text AS expires_on, x.number,
               ol.unit_price_fen::float8 AS price_fen, (ol.unit_price_fen * x.number)::float8 AS amount_fen, o.order_no
          FROM order_line_lots x JOIN orders o ON o.id = x.order_id JOIN order_lines ol ON ol.id = x.order_line_id
          JOIN goods g ON g.id = ol.goods_id JOIN users u ON u.id = o.user_id JOIN companies c ON c.id = u.company_id
         WHERE o.created_at >= ${day(from)} AND o.created_at < ${day(to)} + interval '1 day'
           AND o.status NOT IN ('unpaid', 'awaiting_transfer', 'cancelled')
         ORDER BY o.created_at, o.id, ol.id, x.id
         LIMIT 200000`,
  );

export async function quarantinePage(db: Db, q: z.output<typeof QuarantineQuerySchema>) {
  const where = q.status ? sql`q.status = ${q.status}` : sql`true`;
  const [list, total] = await Promise.all([
    queryRows<{
      id: number;
      goods_name: string;
      ypgg: string;
      batch_no: string;
      number: number;
      reason: string;
      aftersale_id: number;
      status: 'held' | 'destroyed' | 'returned';
      disposal_reason: string;
      disposed_by: string | null;
      disposed_at: string | null;
      created_at: string;
    }>(
      db,
      sql`SELECT q.id, g.name AS goods_name, g.ypgg, l.batch_no, q.number, q.reason, i.aftersale_id, q.status,
                 q.disposal_reason, op.name AS disposed_by, ${CN(sql`q.disposed_at`)} AS disposed_at,
                 ${CN(sql`q.created_at`)} AS created_at
            FROM quarantine_stock q JOIN goods g ON g.id = q.goods_id JOIN goods_lots l ON l.id = q.lot_id
            JOIN return_inspections i ON i.id = q.inspection_id
            LEFT JOIN operators op ON op.id = q.disposed_by
           WHERE ${where} ORDER BY q.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM quarantine_stock q WHERE ${where}`),
  ]);
  const text = { held: '隔离待处置', destroyed: '已销毁', returned: '已退回供应商' } as const;
  return {
    list: list.map((r) => ({
      ...r,
      status_text: text[r.status],
      disposed_by: r.disposed_by ?? '',
      disposed_at: r.disposed_at ?? '',
    })),
    total: total[0]?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}
