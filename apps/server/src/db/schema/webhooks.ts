/**
 * Webhooks (issue 33): endpoints an administrator registers, and the outbox of their deliveries.
 * A delivery row is written in the same transaction as the change it reports, so a rolled-back
 * change reports nothing; the worker (modules/webhook/delivery.ts) claims due rows with a lease,
 * so a restart loses none. Every attempt is a row of its own, shown in the back office.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** Event names wanted, e.g. {order.paid, stock.low}. */
  events: text('events').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** The HMAC key: kept in clear because every delivery signs with it; shown to the operator once. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    event: text('event').notNull(),
    /** The event's id (the body's `id`, header X-Webhook-Id): the same on every attempt and replay. */
    eventId: uuid('event_id').notNull(),
    data: jsonb('data').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; a claim pushes it out by a lease, a failure by the back-off. */
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retries stop here (24 hours after the event, or after a replay). */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The HTTP status answered, or null when no answer came (timeout, refused connection). */
    httpStatus: integer('http_status'),
    error: text('error').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
