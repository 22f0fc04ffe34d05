/** SQL of webhook sending: claiming due deliveries with a lease, and settling each attempt. */
import { sql } from 'drizzle-orm';
import type { Tx, Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface ClaimedDelivery {
  id: number;
  event: string;
  event_id: string;
  data: unknown;
  created_at: string;
  attempts: number;
  url: string;
  secret: string;
}

/** Claims due deliveries of enabled endpoints; each claim counts an attempt and leases the row. */
export function claimDeliveries(db: Db, batch: number, leaseMs: number) {
  return queryRows<ClaimedDelivery>(
    db,
    sql`WITH due AS (
          SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
           WHERE d.status = 'pending' AND d.next_at <= now() AND e.enabled
           ORDER BY d.next_at LIMIT ${batch}
           FOR UPDATE OF d SKIP LOCKED)
        UPDATE webhook_deliveries w SET attempts = w.attempts + 1,
               next_at = now() + ${leaseMs} * interval '1 millisecond'
          FROM due, webhook_endpoints e
         WHERE w.id = due.id AND e.id = w.endpoint_id AND w.status = 'pending'
        RETURNING w.id, w.event, w.event_id::text AS event_id, w.data,
                  to_char(w.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
                  w.attempts, e.url, e.secret`,
  );
}

/** The attempt's record (SELECT, not VALUES: an endpoint deleted while it was in flight took its row along). */
export async function insertAttempt(
  tx: Tx,
  d: Pick<ClaimedDelivery, 'id' | 'attempts'>,
  o: { httpStatus: number | null; error: string; durationMs: number },
) {
  await tx.execute(sql`
    INSERT INTO webhook_attempts (delivery_id, attempt, http_status, error, duration_ms)
    SELECT id, ${d.attempts}, ${o.httpStatus}, ${o.error}, ${o.durationMs}
      FROM webhook_deliveries WHERE id = ${d.id}`);
}

/** Only the row of the attempt claimed, still pending: a worker whose lease ran out changes nothing. */
const mine = (d: Pick<ClaimedDelivery, 'id' | 'attempts'>) =>
  sql`id = ${d.id} AND attempts = ${d.attempts} AND status = 'pending'`;

export async function markDelivered(
  tx: Tx,
  d: Pick<ClaimedDelivery, 'id' | 'attempts'>,
  httpStatus: number | null,
) {
  await tx.execute(sql`UPDATE webhook_deliveries SET status = 'delivered', delivered_at = now(),
                              last_status = ${httpStatus}, last_error = '' WHERE ${mine(d)}`);
}

/** The next attempt in `delay` ms, or failed when that would be past the delivery's expiry. */
export async function scheduleRetry(
  tx: Tx,
  d: Pick<ClaimedDelivery, 'id' | 'attempts'>,
  o: { httpStatus: number | null; error: string },
  delay: number,
) {
  await tx.execute(sql`
    UPDATE webhook_deliveries
       SET last_status = ${o.httpStatus}, last_error = ${o.error},
           status = CASE WHEN now() + ${delay} * interval '1 millisecond' > expires_at
                         THEN 'failed' ELSE 'pending' END,
           next_at = now() + ${delay} * interval '1 millisecond'
     WHERE ${mine(d)}`);
}
