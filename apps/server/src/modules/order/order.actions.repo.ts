/** SQL of the back office's order actions: the order's state (locked where it changes), shipper, refund due. */
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export async function orderStatusRow(tx: Tx, id: number) {
  const [row] = await queryRows<{ status: OrderStatus; order_no: string }>(
    tx,
    sql`SELECT status, order_no FROM orders WHERE id = ${id}`,
  );
  return row;
}

export async function lockOrderStatus(tx: Tx, id: number) {
  const [o] = await queryRows<{ status: OrderStatus; user_id: number }>(
    tx,
    sql`SELECT status, user_id FROM orders WHERE id = ${id} FOR UPDATE`,
  );
  return o;
}

export async function lockOrderForShipping(tx: Tx, id: number) {
  const [o] = await queryRows<{
    status: OrderStatus;
    order_no: string;
    kind: string;
    purchaser_id_no: string | null;
    address: { city: string; district: string; consignee: string };
  }>(
    tx,
    sql`SELECT status, order_no, kind, purchaser_id_no, address FROM orders WHERE id = ${id} FOR UPDATE`,
  );
  return o;
}

export async function fulfilmentChecked(tx: Tx, id: number) {
  const [f] = await queryRows<{ checked: boolean }>(
    tx,
    sql`SELECT checked_at IS NOT NULL AS checked FROM order_fulfilment WHERE order_id = ${id}`,
  );
  return f;
}

export async function setShipper(tx: Tx, id: number, operatorId: number) {
  await tx.execute(sql`UPDATE order_fulfilment SET shipper_id = ${operatorId} WHERE order_id = ${id}`);
}

/** What a cancellation refunds: what was paid plus what is still owed on credit. */
export async function owedOnCancel(tx: Tx, id: number) {
  const [o] = await queryRows<{ owed: string }>(
    tx,
    sql`SELECT (o.paid_fen + coalesce(r.amount_fen - r.repaid_fen - r.credited_fen, 0))::text AS owed
          FROM orders o LEFT JOIN receivables r ON r.order_id = o.id WHERE o.id = ${id}`,
  );
  return o;
}
