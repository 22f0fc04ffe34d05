import {
  bigint,
  boolean,
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
import { accountManagers } from './users';

/** 角色: permissions are data, so a role is changed without a deploy (codes in @shop/shared admin/permissions). */
export const roles = pgTable('roles', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  /** What the role is for, in Chinese, shown in the role list. */
  description: text('description').notNull().default(''),
  /** 'all' customers, or 'own': only the customers of the operator's account manager and their orders. */
  dataScope: text('data_scope').notNull().default('all'),
  /** A disabled role grants nothing; its operators keep their other roles. */
  disabled: boolean('disabled').notNull().default(false),
});

/** 操作员: the shop's staff. Separate from buyers: own table, own sessions, TOTP for everyone. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    roleCode: text('role_code')
      .notNull()
      .references(() => roles.code),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret (RFC 6238, 30 s, 6 digits). */
    totpSecret: text('totp_secret').notNull(),
    /** The last time step accepted: a code is good once, so a shoulder-surfed code cannot be replayed. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    /** SHA-256 of each unused recovery code; spending one removes it. */
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    disabled: boolean('disabled').notNull().default(false),
    /** False until the operator confirms one code of a new secret (first sign-in, after a reset). */
    totpEnabled: boolean('totp_enabled').notNull().default(true),
    /** A new operator, or one whose password was reset, must choose their own before working. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The 客户经理 this operator is, for roles whose data scope is 'own'. */
    accountManagerId: integer('account_manager_id').references(() => accountManagers.id),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_username_uq').on(t.username)],
);

/** Roles an operator holds besides the main one (operators.role_code); permissions are their union. */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    roleCode: text('role_code')
      .notNull()
      .references(() => roles.code),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.roleCode] })],
);

/** Operators' sessions, apart from buyers' so neither cookie opens the other side. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * 操作日志 (GSP audit trail): one row per operator write, written in the write's transaction. Each
 * row's hash covers its content and the previous row's hash, so an edited or deleted row breaks
 * the chain at that point when it is verified.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** Gap-free position in the chain, assigned under the head row's lock. */
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    operatorId: integer('operator_id').notNull(),
    operatorName: text('operator_name').notNull(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_operator_idx').on(t.operatorId, t.seq),
  ],
);

/** The chain's head: its row lock orders concurrent writers, and it shows a deleted tail. */
export const auditHead = pgTable('audit_head', {
  id: integer('id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  lastHash: text('last_hash').notNull(),
});
