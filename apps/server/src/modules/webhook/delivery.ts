/**
 * Sending webhook deliveries. A worker (lib/lease-worker.ts, as the payment outbox) claims due rows
 * with a lease, posts each signed body to its endpoint with a short timeout, records the attempt,
 * and settles the row: a 2xx delivers it, anything else schedules the next attempt (retry.ts) or,
 * past the 24 hours, fails it. Settling is conditional on the attempt it claimed, so a worker whose
 * lease ran out (and whose row another took) cannot overwrite the newer outcome.
 */
import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/client';
import { createLeaseWorker, type LeaseWorker } from '../../lib/lease-worker';
import {
  claimDeliveries,
  insertAttempt,
  markDelivered,
  scheduleRetry,
  type ClaimedDelivery,
} from './delivery.repo';
import { retryDelayMs } from './retry';
import { signWebhook } from './signature';

export { claimDeliveries, type ClaimedDelivery } from './delivery.repo';

export interface DeliveryOptions {
  pollMs: number;
  leaseMs: number;
  timeoutMs: number;
  retryBaseMs: number;
  batch?: number;
  /** Jitter source; tests pass a fixed one. */
  random?: () => number;
  log?: (msg: string, extra: Record<string, unknown>) => void;
}

/** The exact bytes sent (and signed): the body's key order is fixed here. */
export const deliveryBody = (d: ClaimedDelivery) =>
  JSON.stringify({ id: d.event_id, event: d.event, created_at: d.created_at, data: d.data });

export interface AttemptOutcome {
  ok: boolean;
  httpStatus: number | null;
  error: string;
  durationMs: number;
}

/** One POST; never throws (a refused connection or a timeout is an outcome like a 500). */
export async function postDelivery(d: ClaimedDelivery, timeoutMs: number): Promise<AttemptOutcome> {
  const body = deliveryBody(d);
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(d.url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'shop-webhook/1',
        'x-webhook-id': d.event_id,
        'x-event': d.event,
        'x-timestamp': String(timestamp),
        'x-signature': signWebhook(d.secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body is not needed; reading it frees the connection.
    await res.arrayBuffer().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, httpStatus: res.status, error: ok ? '' : `HTTP ${res.status}`, durationMs: took() };
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
    const msg =
      err instanceof Error ? `${err.name === 'TimeoutError' ? '超时' : err.message}${cause}` : String(err);
    return { ok: false, httpStatus: null, error: msg.slice(0, 200), durationMs: took() };
  }
}

/** Records the attempt and settles the row, in one transaction. */
export async function settleDelivery(
  db: Db,
  d: ClaimedDelivery,
  o: AttemptOutcome,
  opts: Pick<DeliveryOptions, 'retryBaseMs' | 'random'>,
) {
  const delay = retryDelayMs(d.attempts, opts.random, opts.retryBaseMs);
  await db.transaction(async (tx) => {
    await insertAttempt(tx, d, o);
    if (o.ok) {
      await markDelivered(tx, d, o.httpStatus);
      return;
    }
    await scheduleRetry(tx, d, o, delay);
  });
}

export function createDeliveryWorker(db: Db, opts: DeliveryOptions): LeaseWorker {
  return createLeaseWorker({
    pollMs: opts.pollMs,
    log: opts.log,
    claim: () => claimDeliveries(db, opts.batch ?? 10, opts.leaseMs),
    handle: async (d) => {
      const outcome = await postDelivery(d, opts.timeoutMs);
      if (!outcome.ok)
        opts.log?.('webhook not acknowledged', { id: d.id, attempt: d.attempts, error: outcome.error });
      await settleDelivery(db, d, outcome, opts);
      return outcome.ok;
    },
  });
}
