/** SQL of the ERP's shipment: the order (locked), its lines and the lots checkout allocated them. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export async function lockOrderForShipment(tx: Tx, id: number) {
  const [o] = await queryRows<{ status: string; order_no: string; checked: boolean }>(
    tx,
    sql`SELECT o.status, o.order_no, f.checked_at IS NOT NULL AS checked
          FROM orders o LEFT JOIN order_fulfilment f ON f.order_id = o.id WHERE o.id = ${id} FOR UPDATE OF o`,
  );
  return o;
}

export async function shipmentLines(tx: Tx, id: number) {
  return queryRows<{ line_id: number; name: string }>(
    tx,
    sql`SELECT id AS line_id, name FROM order_lines WHERE order_id = ${id} ORDER BY id`,
  );
}

export async function shipmentLots(tx: Tx, id: number) {
  return queryRows<{ order_line_id: number; batch_no: string; number: number }>(
    tx,
    sql`SELECT order_line_id, batch_no, number FROM order_line_lots WHERE order_id = ${id}`,
  );
}

/** The pick list's order filter for this one order. */
export const oneOrder = (id: number) => sql`id = ${id}`;
