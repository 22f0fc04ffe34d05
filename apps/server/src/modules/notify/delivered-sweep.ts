/**
 * 已签收: the carrier's tracking says a shipped parcel was signed for, so the buyer is told (site
 * message, and SMS when opted in). Run by the one periodic worker; the order's 'delivered' event is
 * the once-only mark, written in the transaction of the message under the order's row lock, so a
 * second instance (or a rerun) finds it and sends nothing.
 */
import { sql } from 'drizzle-orm';
import type { AddressSnapshot } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { LogisticsProvider } from '../logistics/logistics.provider';
import { insertEvent } from '../checkout/place.service';
import { notifyBuyer } from './buyer-notify';

interface Shipped {
  id: number;
  user_id: number;
  order_no: string;
  logistics_company: string;
  tracking_no: string;
  shipped_at: Date | string;
  address: AddressSnapshot;
}

const NOT_TOLD = sql`NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.status = 'delivered')`;

export async function notifyDelivered(db: Db, provider: LogisticsProvider, now = new Date(), batch = 200) {
  const shipped = await queryRows<Shipped>(
    db,
    sql`SELECT o.id, o.user_id, o.order_no, o.logistics_company, o.tracking_no, o.shipped_at, o.address
          FROM orders o
         WHERE o.status = 'shipped' AND o.tracking_no <> '' AND o.shipped_at IS NOT NULL
           AND o.shipped_at > ${new Date(now.getTime() - 30 * 86_400_000).toISOString()} AND ${NOT_TOLD}
         ORDER BY o.shipped_at LIMIT ${batch}`,
  );
  let told = 0;
  for (const o of shipped) {
    const traces = await provider.track(
      {
        orderNo: o.order_no,
        company: o.logistics_company,
        trackingNo: o.tracking_no,
        shippedAt: new Date(o.shipped_at),
        to: o.address,
      },
      now,
    );
    const signed = traces.find((t) => t.delivered);
    if (!signed) continue;
    const sent = await db.transaction(async (tx) => {
      // Lock first, then look: a second worker waiting on the lock reads the first one's mark.
      await tx.execute(sql`SELECT id FROM orders WHERE id = ${o.id} FOR UPDATE`);
      const [still] = await queryRows<{ id: number }>(
        tx,
        sql`SELECT o.id FROM orders o WHERE o.id = ${o.id} AND ${NOT_TOLD}`,
      );
      if (!still) return false;
      await insertEvent(tx, o.id, 'delivered', '快件已签收', signed.text);
      await notifyBuyer(tx, o.user_id, 'delivered', o.order_no);
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}
