import { sql } from 'drizzle-orm';
import type { AftersaleKind, AftersaleStatus } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { aftersaleEvents } from '../../db/schema/index';

export interface AftersaleRow {
  id: number;
  user_id: number;
  order_id: number;
  order_no: string;
  kind: AftersaleKind;
  status: AftersaleStatus;
  reason: string;
  image_ids: number[];
  refund_fen: number;
  return_address: string;
  reject_reason: string;
  carrier: string;
  tracking_no: string;
  created_at: Date | string;
  buyer_company: string;
}

const SELECT = sql`SELECT a.id, a.user_id, a.order_id, o.order_no, a.kind, a.status, a.reason, a.image_ids,
       a.refund_fen::float8 AS refund_fen, a.return_address, a.reject_reason, a.carrier, a.tracking_no,
       a.created_at, coalesce(c.name, '') AS buyer_company
  FROM aftersales a JOIN orders o ON o.id = a.order_id JOIN users u ON u.id = a.user_id
  LEFT JOIN companies c ON c.id = u.company_id`;

/** One request; with userId only if it is that buyer's (others get null, i.e. 404). */
export async function findAftersale(db: Db | Tx, id: number, userId?: number): Promise<AftersaleRow | null> {
  const owner = userId === undefined ? sql`true` : sql`a.user_id = ${userId}`;
  const [row] = await queryRows<AftersaleRow>(db, sql`${SELECT} WHERE a.id = ${id} AND ${owner}`);
  return row ?? null;
}

export async function listAftersales(
  db: Db,
  filter: { userId?: number; status?: AftersaleStatus; managerId?: number | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: AftersaleRow[]; total: number }> {
  const where = sql`${filter.userId === undefined ? sql`true` : sql`a.user_id = ${filter.userId}`}
    AND ${filter.status === undefined ? sql`true` : sql`a.status = ${filter.status}`}
    AND ${
      filter.managerId === undefined
        ? sql`true`
        : sql`a.user_id IN (SELECT id FROM users WHERE account_manager_id = ${filter.managerId})`
    }`;
  const [rows, [count]] = await Promise.all([
    queryRows<AftersaleRow>(
      db,
      sql`${SELECT} WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM aftersales a WHERE ${where}`),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export interface LotOption {
  lot_id: number;
  order_line_id: number;
  goods_id: number;
  goods_lot_id: number;
  name: string;
  ypgg: string;
  sccj: string;
  bzdw: string;
  batch_no: string;
  expires_on: string;
  unit_price_fen: number;
  line_number: number;
  /** What the buyer paid for the whole line, after its share of 满减 and coupon. */
  line_paid_fen: number;
  received: number;
  /** Units already in a request that was not refused. */
  used: number;
}

/** The order's lots with what is already asked back; call inside the transaction holding the order lock. */
export async function lotOptions(db: Db | Tx, orderId: number): Promise<LotOption[]> {
  return queryRows<LotOption>(
    db,
    sql`SELECT x.id AS lot_id, x.order_line_id, x.goods_id, x.lot_id AS goods_lot_id, l.name, l.ypgg, l.sccj,
               l.bzdw, x.batch_no, x.expires_on::text AS expires_on, l.unit_price_fen::float8 AS unit_price_fen,
               l.number AS line_number,
               (l.total_fen - l.manjian_share_fen - l.coupon_share_fen)::float8 AS line_paid_fen,
               x.number AS received,
               coalesce((SELECT sum(al.number) FROM aftersale_lines al JOIN aftersales a ON a.id = al.aftersale_id
                          WHERE al.order_line_lot_id = x.id AND a.status <> 'rejected'), 0)::int AS used
          FROM order_line_lots x JOIN order_lines l ON l.id = x.order_line_id
         WHERE x.order_id = ${orderId}
         ORDER BY l.id, x.expires_on, x.id`,
  );
}

export interface LineView {
  lot_id: number;
  name: string;
  ypgg: string;
  sccj: string;
  batch_no: string;
  expires_on: string;
  number: number;
  amount_fen: number;
}

export async function linesOfAftersale(db: Db | Tx, id: number): Promise<LineView[]> {
  return queryRows<LineView>(
    db,
    sql`SELECT al.order_line_lot_id AS lot_id, l.name, l.ypgg, l.sccj, x.batch_no,
               x.expires_on::text AS expires_on, al.number, al.amount_fen::float8 AS amount_fen
          FROM aftersale_lines al JOIN order_lines l ON l.id = al.order_line_id
          JOIN order_line_lots x ON x.id = al.order_line_lot_id
         WHERE al.aftersale_id = ${id} ORDER BY al.id`,
  );
}

export async function eventsOfAftersale(db: Db | Tx, id: number) {
  return queryRows<{ status: AftersaleStatus; text: string; note: string; created_at: Date | string }>(
    db,
    sql`SELECT status, text, note, created_at FROM aftersale_events WHERE aftersale_id = ${id} ORDER BY id`,
  );
}

export async function addEvent(
  tx: Tx,
  aftersaleId: number,
  status: AftersaleStatus,
  text: string,
  note = '',
) {
  await tx.insert(aftersaleEvents).values({ aftersaleId, status, text, note });
}

/** The latest request of each order, for the orders list. */
export async function latestByOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<{ id: number; order_id: number; kind: AftersaleKind; status: AftersaleStatus }>(
    db,
    sql`SELECT DISTINCT ON (order_id) id, order_id, kind, status FROM aftersales
         WHERE order_id IN (${ids}) ORDER BY order_id, id DESC`,
  );
}
