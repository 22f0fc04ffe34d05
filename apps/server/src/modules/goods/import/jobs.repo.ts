/** SQL of import jobs' rows in `jobs` (lib/jobs.ts claims and finishes them): what the operator's requests read and flip. */
import { sql } from 'drizzle-orm';
import type { ImportJob } from '@shop/shared';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';
import type { Actor } from '../../audit/audit';

export const KIND = 'import';

export interface JobLine {
  id: string;
  state: ImportJob['state'];
  payload: unknown;
}

/** The operator's own import job, readable for an hour after its upload. */
const mine = (id: string, operatorId: number) =>
  sql`id = ${id} AND kind = ${KIND} AND owner_id = ${operatorId} AND created_at > now() - interval '1 hour'`;

export async function findOwnJob(db: Db, id: string, operatorId: number) {
  const [r] = await queryRows<JobLine>(
    db,
    sql`SELECT id, state, payload FROM jobs WHERE ${mine(id, operatorId)}`,
  );
  return r;
}

/** The job's checked rows and rejects (unparsed). */
export async function jobData(db: Db, id: string): Promise<unknown> {
  const [r] = await queryRows<{ data: unknown }>(db, sql`SELECT data FROM jobs WHERE id = ${id}`);
  return r?.data;
}

/** Cancels the job while it is still validating or ready; the job after, or undefined. */
export async function cancelOwnJob(db: Db, id: string, operatorId: number) {
  const [r] = await queryRows<JobLine>(
    db,
    sql`UPDATE jobs SET state = 'cancelled', next_at = NULL, lease_token = NULL, input = NULL,
               data = NULL, updated_at = now()
         WHERE ${mine(id, operatorId)} AND state IN ('validating', 'ready') RETURNING id, state, payload`,
  );
  return r;
}

/** Marks a ready job for writing, due now, with the operator to audit as; the job after, or undefined. */
export async function markCommitting(db: Db, id: string, actor: Actor) {
  const [r] = await queryRows<JobLine>(
    db,
    sql`UPDATE jobs SET state = 'committing', attempts = 0, next_at = now(), updated_at = now(),
               payload = payload || ${JSON.stringify({ processed: 0, actor })}::jsonb
         WHERE ${mine(id, actor.operatorId)} AND state = 'ready' RETURNING id, state, payload`,
  );
  return r;
}
