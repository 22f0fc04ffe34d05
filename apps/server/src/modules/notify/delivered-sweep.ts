/**
 * 已签收: the carrier's tracking says a shipped parcel was signed for, so the buyer is told (site
 * message, and SMS when opted in). Run by the one periodic worker; the order's 'delivered' event is
 * the once-only mark, written in the transaction of the message under the order's row lock, so a
 * second instance (or a rerun) finds it and sends nothing.
 */
import type { Db } from '../../db/client';
import type { LogisticsProvider } from '../logistics/logistics.provider';
import { insertEvent } from '../checkout/place.service';
import { notifyBuyer } from './buyer-notify';
import { lockIfNotTold, shippedNotTold } from './notify-sweeps.repo';

export async function notifyDelivered(db: Db, provider: LogisticsProvider, now = new Date(), batch = 200) {
  const shipped = await shippedNotTold(db, new Date(now.getTime() - 30 * 86_400_000), batch);
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
      if (!(await lockIfNotTold(tx, o.id))) return false;
      await insertEvent(tx, o.id, 'delivered', '快件已签收', signed.text);
      await notifyBuyer(tx, o.user_id, 'delivered', o.order_no);
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}
