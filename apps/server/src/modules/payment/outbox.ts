/**
 * The sandbox gateway's notification outbox. A confirmed payment is a row, not a timer: a worker
 * that every instance runs claims due rows with a conditional update (FOR UPDATE SKIP LOCKED, so
 * instances take disjoint rows), delivers them, and on failure schedules the next attempt with
 * exponential backoff. A claim pushes the row out by a lease, so a process killed mid-delivery
 * leaves it to be retried by whichever instance runs next, after a restart too. The loop itself is
 * lib/lease-worker.ts, shared with the webhooks' outbox.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { createLeaseWorker, type LeaseWorker } from '../../lib/lease-worker';

export interface OutboxRow {
  id: number;
  out_trade_no: string;
  body: string;
  attempts: number;
}

export interface OutboxOptions {
  /** Delay before the first attempt and the base of the backoff. */
  firstDelayMs: number;
  /** How often each instance looks for due rows; 0 turns the worker off. */
  pollMs: number;
  maxAttempts?: number;
  /** How long a claimed row stays out of other workers' reach while it is being delivered. */
  leaseMs?: number;
  batch?: number;
  log?: (msg: string, extra: Record<string, unknown>) => void;
}

const MAX_BACKOFF_MS = 10 * 60_000;

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

async function settle(db: Db, row: OutboxRow, acked: boolean, error: string, opts: OutboxOptions) {
  if (acked) {
    await db.execute(sql`UPDATE payment_outbox SET delivered_at = now() WHERE id = ${row.id}`);
    return;
  }
  const backoff = Math.min(opts.firstDelayMs * 2 ** row.attempts, MAX_BACKOFF_MS);
  await db.execute(
    sql`UPDATE payment_outbox SET next_at = now() + ${backoff} * interval '1 millisecond',
               last_error = ${error.slice(0, 200)}
         WHERE id = ${row.id} AND delivered_at IS NULL`,
  );
}

export type Deliver = (row: OutboxRow) => Promise<boolean>;

export type OutboxWorker = LeaseWorker;

export function createOutboxWorker(db: Db, deliver: Deliver, opts: OutboxOptions): OutboxWorker {
  const maxAttempts = opts.maxAttempts ?? 8;
  const leaseMs = opts.leaseMs ?? 15_000;
  return createLeaseWorker({
    pollMs: opts.pollMs,
    log: opts.log,
    claim: () => claimDue(db, opts.batch ?? 10, leaseMs, maxAttempts),
    handle: async (row) => {
      const outcome = await deliver(row).then(
        (acked) => ({ acked, error: acked ? '' : 'not acknowledged' }),
        (err: unknown) => ({ acked: false, error: err instanceof Error ? err.message : String(err) }),
      );
      if (!outcome.acked) {
        opts.log?.('sandbox notification not acknowledged', {
          out_trade_no: row.out_trade_no,
          attempt: row.attempts,
        });
      }
      await settle(db, row, outcome.acked, outcome.error, opts);
      return outcome.acked;
    },
  });
}
