/**
 * The sandbox gateway's notification outbox. A confirmed payment is a row, not a timer: a worker
 * that every instance runs claims due rows with a conditional update (FOR UPDATE SKIP LOCKED, so
 * instances take disjoint rows), delivers them, and on failure schedules the next attempt with
 * exponential backoff. A claim pushes the row out by a lease, so a process killed mid-delivery
 * leaves it to be retried by whichever instance runs next, after a restart too. The loop itself is
 * lib/lease-worker.ts, shared with the webhooks' outbox.
 */
import type { Db } from '../../db/client';
import { createLeaseWorker, type LeaseWorker } from '../../lib/lease-worker';
import { claimDue, markDelivered, scheduleRetry, type OutboxRow } from './outbox.repo';

export { claimDue, enqueueNotification, type OutboxRow } from './outbox.repo';

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

async function settle(db: Db, row: OutboxRow, acked: boolean, error: string, opts: OutboxOptions) {
  if (acked) {
    await markDelivered(db, row.id);
    return;
  }
  const backoff = Math.min(opts.firstDelayMs * 2 ** row.attempts, MAX_BACKOFF_MS);
  await scheduleRetry(db, row.id, backoff, error);
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
