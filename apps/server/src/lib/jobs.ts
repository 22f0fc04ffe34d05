/**
 * Background work in the database (the `jobs` table). A job is a row; every instance runs a runner
 * that claims due rows with a conditional update (FOR UPDATE SKIP LOCKED, so instances take
 * disjoint rows) and a lease: the claim pushes `next_at` out and writes a fresh token. Only the
 * holder of the token may report progress or finish the job, so a runner that stalls past its lease
 * loses the job to the next one and cannot overwrite it. A handler that throws is retried with
 * backoff until `maxAttempts`, then the job is marked failed. Any instance answers a poll, because
 * the state is in the row, not in the memory of the process that accepted the work.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/query';
import { createLeaseWorker } from './lease-worker';

export interface JobRow {
  id: string;
  kind: string;
  state: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface NewJob {
  kind: string;
  state: string;
  payload: object;
  ownerId?: number | null;
  data?: unknown;
  input?: Buffer | null;
  /** Delay before a runner may take it; null for a job that waits for a later request (an import's commit). */
  delayMs?: number | null;
}

/** Writes a job, in the caller's transaction when given one (an outbox row commits with its cause). */
export async function enqueueJob(db: Db | Tx, job: NewJob): Promise<string> {
  const id = randomUUID();
  const due = job.delayMs === null ? sql`NULL` : sql`now() + ${job.delayMs ?? 0} * interval '1 millisecond'`;
  await db.execute(
    sql`INSERT INTO jobs (id, kind, owner_id, state, payload, data, input, next_at)
        VALUES (${id}, ${job.kind}, ${job.ownerId ?? null}, ${job.state}, ${JSON.stringify(job.payload)}::jsonb,
                ${job.data === undefined ? null : JSON.stringify(job.data)}::jsonb, ${job.input ?? null}, ${due})`,
  );
  return id;
}

export interface Claim {
  job: JobRow;
  /** Merges `patch` into the payload and renews the lease; false once the job is no longer ours (cancelled, taken over). */
  report(patch: object): Promise<boolean>;
  /** Ends the run: final state, payload merge and data; in `tx` when the result commits with other writes. */
  finish(
    end: { state: string; payload?: object; data?: unknown; keepInput?: boolean },
    tx?: Tx,
  ): Promise<boolean>;
  /** The uploaded input, read once by the handler that needs it. */
  input(): Promise<Buffer | null>;
}

export type JobHandler = (claim: Claim) => Promise<void>;

export interface JobRunnerOptions {
  /** How often each instance looks for due jobs; 0 turns the runner off (jobs wait in the table). */
  pollMs: number;
  leaseMs: number;
  maxAttempts?: number;
  /** Base of the retry backoff. */
  retryMs?: number;
  /** Jobs run at once by one instance. */
  concurrency?: number;
  log?: (msg: string, extra: Record<string, unknown>) => void;
}

export interface JobRunner {
  handle(kind: string, handler: JobHandler): void;
  /** Claims and starts what is due now; resolves with the number of jobs started. */
  tick(): Promise<number>;
  /** Asks for a pass after `ms` (a job just written), instead of waiting for the poll. */
  kick(ms?: number): void;
  /** Resolves when every job this instance is running has ended (tests, shutdown). */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

const lease = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;
const rows = <T>(db: Db | Tx, q: SQL) => queryRows<T>(db, q);

function claimOf(db: Db, row: JobRow, token: string, leaseMs: number): Claim {
  const mine = sql`id = ${row.id} AND lease_token = ${token}`;
  return {
    job: row,
    async report(patch) {
      const r = await rows(
        db,
        sql`UPDATE jobs SET payload = payload || ${JSON.stringify(patch)}::jsonb, next_at = ${lease(leaseMs)},
                   updated_at = now() WHERE ${mine} RETURNING id`,
      );
      return r.length > 0;
    },
    async finish(end, tx) {
      const r = await rows(
        tx ?? db,
        sql`UPDATE jobs SET state = ${end.state}, payload = payload || ${JSON.stringify(end.payload ?? {})}::jsonb,
                   data = ${end.data === undefined ? sql`data` : sql`${JSON.stringify(end.data)}::jsonb`},
                   input = ${end.keepInput ? sql`input` : sql`NULL`},
                   next_at = NULL, lease_token = NULL, updated_at = now()
             WHERE ${mine} RETURNING id`,
      );
      return r.length > 0;
    },
    async input() {
      const [r] = await rows<{ input: Uint8Array | null }>(db, sql`SELECT input FROM jobs WHERE ${mine}`);
      return r?.input ? Buffer.from(r.input) : null;
    },
  };
}

/**
 * The runner is the one lease loop (lib/lease-worker.ts) with a claim that takes at most the free
 * slots and a handler that starts the job without waiting for it: a long import does not hold up
 * the pass, and a job's end asks for the next pass at once.
 */
export function createJobRunner(db: Db, opts: JobRunnerOptions): JobRunner {
  const handlers = new Map<string, JobHandler>();
  const maxAttempts = opts.maxAttempts ?? 8;
  const retryMs = opts.retryMs ?? 2_000;
  const concurrency = opts.concurrency ?? 4;
  const inFlight = new Set<Promise<void>>();
  let sweptAt = 0;

  const failed = async (row: JobRow, token: string, err: unknown) => {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 200);
    opts.log?.('background job failed', { id: row.id, kind: row.kind, attempt: row.attempts, error });
    const last = row.attempts >= maxAttempts;
    const backoff = Math.min(retryMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
    await db.execute(
      sql`UPDATE jobs SET last_error = ${error}, lease_token = NULL, updated_at = now(),
                 ${last ? sql`state = 'failed', next_at = NULL` : sql`next_at = ${lease(backoff)}`}
           WHERE id = ${row.id} AND lease_token = ${token}`,
    );
  };

  const claim = async (): Promise<{ row: JobRow; token: string }[]> => {
    const room = concurrency - inFlight.size;
    if (room <= 0 || handlers.size === 0) return [];
    if (Date.now() - sweptAt > SWEEP_EVERY_MS) {
      sweptAt = Date.now();
      await db.execute(sql`DELETE FROM jobs WHERE next_at IS NULL AND updated_at < now() - interval '1 day'`);
    }
    const token = randomUUID();
    const kinds = sql.join(
      [...handlers.keys()].map((k) => sql`${k}`),
      sql`, `,
    );
    const claimed = await rows<JobRow>(
      db,
      sql`UPDATE jobs SET attempts = attempts + 1, next_at = ${lease(opts.leaseMs)}, lease_token = ${token},
                 updated_at = now()
           WHERE id IN (SELECT id FROM jobs WHERE next_at <= now() AND kind IN (${kinds})
                         ORDER BY next_at LIMIT ${room} FOR UPDATE SKIP LOCKED)
         RETURNING id, kind, state, payload, attempts`,
    );
    return claimed.map((row) => ({ row, token }));
  };

  /** Starts the job and returns at once; true counts it as started. */
  const start = async ({ row, token }: { row: JobRow; token: string }): Promise<boolean> => {
    const handler = handlers.get(row.kind)!;
    const p: Promise<void> = handler(claimOf(db, row, token, opts.leaseMs))
      .catch((err: unknown) => failed(row, token, err))
      .catch((err: unknown) => opts.log?.('background job not settled', { id: row.id, err }))
      .finally(() => {
        inFlight.delete(p);
        // A slot is free: the next due job need not wait for the poll (a stopped worker ignores it).
        worker.kick(0);
      });
    inFlight.add(p);
    return true;
  };

  const worker = createLeaseWorker({ claim, handle: start, pollMs: opts.pollMs, log: opts.log });

  const idle = async () => {
    await worker.settled();
    while (inFlight.size > 0) {
      await Promise.allSettled([...inFlight]);
      await worker.settled();
    }
  };

  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    tick: () => worker.tick(),
    kick: (ms = 0) => worker.kick(ms),
    idle,
    start: () => worker.start(),
    async stop() {
      await worker.stop();
      await idle();
    },
  };
}
