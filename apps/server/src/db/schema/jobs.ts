import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Background work as rows (lib/jobs.ts): an import being checked or written, a waybill to hand to
 * the carrier. Any instance's runner claims a due row with a lease (FOR UPDATE SKIP LOCKED, like the
 * payment outbox), so work survives the worker that accepted it and any worker can report it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    /** Which handler runs it: 'import', 'carrier.register'. */
    kind: text('kind').notNull(),
    /** The operator who may read it (an import's uploader); null for the shop's own work. */
    ownerId: integer('owner_id'),
    state: text('state').notNull(),
    /** Small and read on every poll: progress, counts, what the handler needs to start. */
    payload: jsonb('payload').notNull().default({}),
    /** Large and read only by its handler or a download: an import's checked rows and rejects. */
    data: jsonb('data'),
    /** The uploaded file until it has been checked. */
    input: bytea('input'),
    attempts: integer('attempts').notNull().default(0),
    /** When a runner should take it next; null when nothing is left to run. A claim pushes it out by a lease. */
    nextAt: timestamp('next_at', { withTimezone: true }),
    /** The claim's token: only the runner holding it may report progress or finish the job. */
    leaseToken: text('lease_token'),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.nextAt)
      .where(sql`${t.nextAt} IS NOT NULL`),
    index('jobs_updated_idx').on(t.updatedAt),
  ],
);
