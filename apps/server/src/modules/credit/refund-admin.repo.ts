/** SQL of the back office's view of online refunds the gateway has not settled, and its two actions. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryChecked } from '../../db/query';
import { ONLINE_REFUND_JOB } from './refund-outbox';

const time = z.union([z.date(), z.string()]);

const ListRow = z.object({
  id: z.number(),
  refund_no: z.string(),
  order_id: z.number(),
  order_no: z.string(),
  company: z.string(),
  amount_fen: z.string(),
  status: z.enum(['done', 'pending', 'failed']),
  failure: z.string(),
  created_at: time,
  job_state: z.string().nullable(),
  attempts: z.number().nullable(),
  last_error: z.string().nullable(),
  next_at: time.nullable(),
  total: z.string(),
});
export type UnsettledRefundRow = z.infer<typeof ListRow>;

/** The refund's latest refund.online job (the runner deletes finished jobs after a day: may be none). */
const latestJob = sql`LEFT JOIN LATERAL (
    SELECT j.id, j.state, j.attempts, j.last_error, j.next_at, j.lease_token FROM jobs j
     WHERE j.kind = ${ONLINE_REFUND_JOB} AND j.payload->>'refundId' = f.id::text
     ORDER BY j.created_at DESC LIMIT 1) j ON true`;

/**
 * Online refunds the gateway refused, or whose job threw at least once and is retrying, or whose
 * retries ran out (job failed or already swept); a refund waiting for its first try is not listed.
 */
export function unsettledOnlineRefunds(db: Db, page: number, pageSize: number) {
  return queryChecked(
    db,
    ListRow,
    sql`SELECT f.id, f.refund_no, f.order_id, o.order_no, coalesce(c.name, u.username) AS company,
               f.amount_fen::text, f.status, f.failure, f.created_at,
               j.state AS job_state, j.attempts, j.last_error, j.next_at, count(*) OVER ()::text AS total
          FROM order_refunds f
          JOIN orders o ON o.id = f.order_id
          JOIN users u ON u.id = f.user_id
          LEFT JOIN companies c ON c.id = u.company_id
          ${latestJob}
         WHERE f.method = 'online'
           AND (f.status = 'failed'
                OR (f.status = 'pending' AND (j.id IS NULL OR j.state = 'failed' OR j.last_error <> '')))
         ORDER BY f.created_at DESC, f.id DESC
         LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
}

const LockedRow = z.object({
  id: z.number(),
  method: z.string(),
  status: z.enum(['done', 'pending', 'failed']),
  refund_no: z.string(),
  order_no: z.string(),
  amount_fen: z.string(),
  job_id: z.string().nullable(),
  /** A runner holds the job's lease now: the gateway may be answering this very refund. */
  in_flight: z.boolean(),
});
export type LockedRefund = z.infer<typeof LockedRow>;

/**
 * The refund and its latest job, both locked: a runner's claim (FOR UPDATE SKIP LOCKED) passes the
 * job by while finance decides, and two operators acting on one refund take turns.
 */
export async function lockRefundWithJob(tx: Tx, refundId: number): Promise<LockedRefund | null> {
  const [f] = await queryChecked(
    tx,
    z.object({ id: z.number() }),
    sql`SELECT id FROM order_refunds WHERE id = ${refundId} FOR UPDATE`,
  );
  if (!f) return null;
  const [row] = await queryChecked(
    tx,
    LockedRow,
    sql`SELECT f.id, f.method, f.status, f.refund_no, o.order_no, f.amount_fen::text, j.id AS job_id,
               coalesce(j.lease_token IS NOT NULL AND j.next_at > now(), false) AS in_flight
          FROM order_refunds f JOIN orders o ON o.id = f.order_id
          LEFT JOIN LATERAL (
            SELECT j.id, j.lease_token, j.next_at FROM jobs j
             WHERE j.kind = ${ONLINE_REFUND_JOB} AND j.payload->>'refundId' = f.id::text
             ORDER BY j.created_at DESC LIMIT 1 FOR UPDATE) j ON true
         WHERE f.id = ${refundId}`,
  );
  return row ?? null;
}

/** Back to pending for the job to send again with the same refund_no. */
export async function reopenRefund(tx: Tx, refundId: number): Promise<void> {
  await tx.execute(
    sql`UPDATE order_refunds SET status = 'pending', failure = ''
         WHERE id = ${refundId} AND method = 'online' AND status IN ('pending', 'failed')`,
  );
}

/** The job runs again now, with a fresh round of attempts. */
export async function rescheduleJob(tx: Tx, jobId: string): Promise<void> {
  await tx.execute(
    sql`UPDATE jobs SET state = 'pending', attempts = 0, last_error = '', next_at = now(), lease_token = NULL,
               updated_at = now()
         WHERE id = ${jobId}`,
  );
}

/** online → bank, done, with the serial of finance's transfer; false when it was settled meanwhile. */
export async function settleByBank(tx: Tx, refundId: number, serial: string): Promise<boolean> {
  const moved = await queryChecked(
    tx,
    z.object({ id: z.number() }),
    sql`UPDATE order_refunds SET method = 'bank', reference = ${serial}, status = 'done', failure = ''
         WHERE id = ${refundId} AND method = 'online' AND status IN ('pending', 'failed') RETURNING id`,
  );
  return moved.length > 0;
}

/** The job will never send it: no runner claims a job without next_at. */
export async function cancelJob(tx: Tx, jobId: string, why: string): Promise<void> {
  await tx.execute(
    sql`UPDATE jobs SET state = 'cancelled', next_at = NULL, lease_token = NULL, last_error = ${why},
               updated_at = now()
         WHERE id = ${jobId}`,
  );
}

export async function bankSerialTaken(tx: Tx, serial: string): Promise<boolean> {
  const rows = await queryChecked(
    tx,
    z.object({ id: z.number() }),
    sql`SELECT id FROM order_refunds WHERE method = 'bank' AND reference = ${serial}`,
  );
  return rows.length > 0;
}
