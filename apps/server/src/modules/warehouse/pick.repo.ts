/** SQL of 拣货单: the list and its number, the orders it moves to 拣货中, and what the printed list shows. */
import { sql, type SQL } from 'drizzle-orm';
import { PICKABLE_STATUSES } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

const statusList = sql.join(
  PICKABLE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** An enabled operator who can pick. */
export async function findActivePicker(tx: Tx, pickerId: number) {
  const [picker] = await queryRows<{ name: string }>(
    tx,
    sql`SELECT name FROM operators WHERE id = ${pickerId} AND NOT disabled`,
  );
  return picker;
}

/** The orders of a pick list: the chosen ids, or else every order paid up to `until`. */
export const chosenOrders = (orderIds: number[], until: string | undefined): SQL =>
  orderIds.length > 0
    ? sql`id IN (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`paid_at <= ${until ?? ''}`;

export async function insertPickList(tx: Tx, pickerId: number, createdBy: number) {
  // The id is drawn first so the number can carry it: JH + day + id, unique without retries.
  const [list] = await queryRows<{ id: number; pick_no: string }>(
    tx,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('pick_lists', 'id'))::int AS id)
        INSERT INTO pick_lists (id, pick_no, picker_id, created_by)
        SELECT n.id, 'JH' || to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(n.id::text, 5, '0'),
               ${pickerId}, ${createdBy} FROM n
        RETURNING id, pick_no`,
  );
  return list;
}

/** Moves the chosen orders still pickable to 拣货中 (one conditional update); the orders moved. */
export const movePickable = (tx: Tx, chosen: SQL) =>
  queryRows<{ id: number; order_no: string }>(
    tx,
    sql`UPDATE orders SET status = 'picking'
         WHERE ${chosen} AND status IN (${statusList})
        RETURNING id, order_no`,
  );

export async function insertFulfilment(tx: Tx, orderId: number, pickListId: number, pickerId: number) {
  await tx.execute(sql`INSERT INTO order_fulfilment (order_id, pick_list_id, picker_id)
                       VALUES (${orderId}, ${pickListId}, ${pickerId})`);
}

export interface PickRow {
  area: string;
  name: string;
  ypgg: string;
  sccj: string;
  bzdw: string;
  batch_no: string;
  expires_on: string;
  number: number;
  orders: string;
}

export async function findPickListHead(db: Db, id: number) {
  const [head] = await queryRows<{ pick_no: string; picker: string; created_at: string; orders: number }>(
    db,
    sql`SELECT p.pick_no, op.name AS picker,
               to_char(p.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS created_at,
               (SELECT count(*)::int FROM order_fulfilment f WHERE f.pick_list_id = p.id) AS orders
          FROM pick_lists p JOIN operators op ON op.id = p.picker_id WHERE p.id = ${id}`,
  );
  return head;
}

/** The list's rows: per area and goods, each FEFO batch with its units and the orders it serves. */
export const pickRows = (db: Db, id: number) =>
  queryRows<PickRow>(
    db,
    sql`SELECT l.warehouse_id || '号库' AS area, ol.name, ol.ypgg, ol.sccj, ol.bzdw, x.batch_no,
               x.expires_on::text AS expires_on, sum(x.number)::int AS number,
               string_agg(DISTINCT o.order_no, ' ') AS orders
          FROM order_fulfilment f
          JOIN orders o ON o.id = f.order_id
          JOIN order_line_lots x ON x.order_id = f.order_id
          JOIN order_lines ol ON ol.id = x.order_line_id
          JOIN goods_lots l ON l.id = x.lot_id
         WHERE f.pick_list_id = ${id}
         GROUP BY l.warehouse_id, ol.name, ol.ypgg, ol.sccj, ol.bzdw, x.goods_id, x.batch_no, x.expires_on
         ORDER BY l.warehouse_id, ol.name, x.goods_id, x.expires_on, x.batch_no`,
  );
