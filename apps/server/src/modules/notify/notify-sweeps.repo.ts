/** SQL of the notification sweeps: licences nearing expiry, and shipped parcels not yet told as signed for. */
import { sql } from 'drizzle-orm';
import type { AddressSnapshot } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** One buyer per company whose licence expires within 30 days and was not warned for that date. */
export const expiringLicenceBuyers = (db: Db) =>
  queryRows<{ user_id: number; company_id: number }>(
    db,
    sql`SELECT DISTINCT ON (l.company_id) u.id AS user_id, l.company_id
          FROM licences l JOIN users u ON u.company_id = l.company_id AND NOT u.disabled
         WHERE l.expires_on <= (now() AT TIME ZONE 'Asia/Shanghai')::date + 30
           AND l.warned_for IS DISTINCT FROM l.expires_on
         ORDER BY l.company_id, u.id`,
  );

export interface ShippedOrder {
  id: number;
  user_id: number;
  order_no: string;
  logistics_company: string;
  tracking_no: string;
  shipped_at: Date | string;
  address: AddressSnapshot;
}

const NOT_TOLD = sql`NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.status = 'delivered')`;

/** Shipped orders since `since`, oldest first, whose buyer was not told of the delivery. */
export const shippedNotTold = (db: Db, since: Date, batch: number) =>
  queryRows<ShippedOrder>(
    db,
    sql`SELECT o.id, o.user_id, o.order_no, o.logistics_company, o.tracking_no, o.shipped_at, o.address
          FROM orders o
         WHERE o.status = 'shipped' AND o.tracking_no <> '' AND o.shipped_at IS NOT NULL
           AND o.shipped_at > ${since.toISOString()} AND ${NOT_TOLD}
         ORDER BY o.shipped_at LIMIT ${batch}`,
  );

/** Locks the order, then looks: a second worker waiting on the lock reads the first one's mark. */
export async function lockIfNotTold(tx: Tx, orderId: number): Promise<boolean> {
  await tx.execute(sql`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`);
  const [still] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT o.id FROM orders o WHERE o.id = ${orderId} AND ${NOT_TOLD}`,
  );
  return still !== undefined;
}
