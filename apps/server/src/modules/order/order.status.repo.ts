/** SQL of the buyer-side status changes: 确认收货 and 发货, each conditional on the status it leaves. */
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** shipped → done for the buyer's own order; the ids changed (none when the status was another). */
export async function markReceived(tx: Tx, userId: number, id: number) {
  return queryRows<{ id: number }>(
    tx,
    sql`UPDATE orders SET status = 'done', done_at = now()
         WHERE id = ${id} AND user_id = ${userId} AND status = 'shipped' RETURNING id`,
  );
}

/** One of `from` → shipped with the carrier and tracking number; the order changed, if it did. */
export async function markShipped(
  tx: Tx,
  id: number,
  company: string,
  trackingNo: string,
  from: readonly OrderStatus[],
) {
  return queryRows<{ id: number; user_id: number; order_no: string }>(
    tx,
    sql`UPDATE orders SET status = 'shipped', shipped_at = now(), logistics_company = ${company},
               tracking_no = ${trackingNo}
         WHERE id = ${id} AND status IN (${sql.join(
           from.map((s) => sql`${s}`),
           sql`, `,
         )}) RETURNING id, user_id, order_no`,
  );
}
