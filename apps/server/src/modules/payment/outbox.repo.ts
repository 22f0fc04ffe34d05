/** SQL of the sandbox gateway's notification outbox (outbox.ts says how rows are claimed and retried). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface OutboxRow {
  id: number;
  out_trade_no: string;
  body: string;
  attempts: number;
}

/** Writes the notification once per trade; false when this trade was already notified. */
export async function enqueueNotification(
  db: Db,
  provider: string,
  outTradeNo: string,
  body: string,
  firstDelayMs: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO payment_outbox (provider, out_trade_no, body, next_at)
        VALUES (${provider}, ${outTradeNo}, ${body}, now() + ${firstDelayMs} * interval '1 millisecond')
        ON CONFLICT (out_trade_no) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

/** Claims due rows: each claimed row counts an attempt and is leased to this worker. */
export async function claimDue(db: Db, batch: number, leaseMs: number, maxAttempts: number) {
  return queryRows<OutboxRow>(
    db,
    sql`UPDATE payment_outbox SET attempts = attempts + 1,
               next_at = now() + ${leaseMs} * interval '1 millisecond'
         WHERE id IN (SELECT id FROM payment_outbox
                       WHERE delivered_at IS NULL AND next_at <= now() AND attempts < ${maxAttempts}
                       ORDER BY next_at LIMIT ${batch}
                       FOR UPDATE SKIP LOCKED)
           AND delivered_at IS NULL
        RETURNING id, out_trade_no, body, attempts`,
  );
}

export async function markDelivered(db: Db, id: number) {
  await db.execute(sql`UPDATE payment_outbox SET delivered_at = now() WHERE id = ${id}`);
}

/** The next attempt in `backoffMs`, with why this one failed (unless it was delivered meanwhile). */
export async function scheduleRetry(db: Db, id: number, backoffMs: number, error: string) {
  await db.execute(
    sql`UPDATE payment_outbox SET next_at = now() + ${backoffMs} * interval '1 millisecond',
               last_error = ${error.slice(0, 200)}
         WHERE id = ${id} AND delivered_at IS NULL`,
  );
}
