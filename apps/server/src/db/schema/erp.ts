/**
 * ERP integration: API tokens (stored as SHA-256 only), the stored answers of idempotent writes, and
 * the order feed an ERP polls (modules/erp).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** PostgreSQL's 64-bit transaction id (pg_current_xact_id()), read as text: it may exceed 2^53. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** An ERP's key: the token itself is shown once at creation; only its hash is kept. */
export const erpTokens = pgTable(
  'erp_tokens',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** hex SHA-256 of the whole token. */
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, shown in the list so an operator can tell tokens apart. */
    prefix: text('prefix').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    /** IPv4/IPv6 addresses or CIDR ranges; empty: any address. */
    ipAllow: jsonb('ip_allow').$type<string[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip').notNull().default(''),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('erp_tokens_hash_uq').on(t.tokenHash)],
);

/** One answered write per (token, Idempotency-Key): a replay with the same body gets this answer back. */
export const erpRequests = pgTable(
  'erp_requests',
  {
    tokenId: integer('token_id')
      .notNull()
      .references(() => erpTokens.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The route and the SHA-256 of the body: the same key with another body or call is refused. */
    operation: text('operation').notNull(),
    bodyHash: text('body_hash').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.idempotencyKey] })],
);

/**
 * 订单变更流: one row per change of an order's or after-sale's status, written by a trigger in the
 * changing transaction (modules/erp/feed-trigger.repo.ts). Read only below the oldest running
 * transaction (pg_snapshot_xmin) in (xid, id) order, so a row of a transaction that commits late
 * is never passed over by a cursor that moved on.
 */
export const erpFeed = pgTable(
  'erp_feed',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    kind: text('kind', { enum: ['order', 'aftersale'] }).notNull(),
    refId: integer('ref_id').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('erp_feed_order_idx').on(t.xid, t.id)],
);
