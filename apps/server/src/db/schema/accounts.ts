import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { uploads } from './uploads';
import { companies, users } from './users';

/** Every text message the sandbox SMS provider "sent": the development page and tests read it. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);

/** One SMS code: only its HMAC is kept; single use, 10 minutes, burnt after 5 wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset', 'phone'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used or burnt; a code with it set can never match again. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.id)],
);

/**
 * 证照: one row per licence kind of a company, with its number, expiry and the uploaded image.
 * Renewing replaces number, expiry and file and sends the licence (and the company) back to review.
 */
export const licences = pgTable(
  'licences',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['business_license', 'drug_license', 'medical_license', 'purchase_proxy', 'id_card'],
    }).notNull(),
    number: text('number').notNull(),
    /** 采购委托书: the purchaser it names. */
    holderName: text('holder_name'),
    expiresOn: date('expires_on').notNull(),
    uploadId: integer('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Last expiry warning sent (30 days before), so the message goes out once per expiry. */
    warnedFor: date('warned_for'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('licences_company_kind_uq').on(t.companyId, t.kind)],
);

/** 年度采购合同 (/dzht): signed by typing the legal representative's name; time and IP kept. */
export const purchaseContracts = pgTable(
  'purchase_contracts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    signerName: text('signer_name').notNull(),
    signedByUserId: integer('signed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchase_contracts_company_year_uq').on(t.companyId, t.year)],
);

/** 积分明细: every change of users.points with the balance after it; an order earns once. */
export const pointsLog = pgTable(
  'points_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** order 订单赠送, spend 积分兑换, adjust 人工调整, register 注册赠送. */
    reason: text('reason').notNull(),
    remark: text('remark').notNull().default(''),
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_log_user_idx').on(t.userId, t.id),
    uniqueIndex('points_log_order_uq')
      .on(t.orderId)
      .where(sql`${t.reason} = 'order'`),
  ],
);

/** WeChat binding through the sandbox (or the real open platform): one openid, one account. */
export const wechatBindings = pgTable('wechat_bindings', {
  openid: text('openid').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  nickname: text('nickname').notNull(),
  createdAt: createdAt(),
});

/**
 * One QR code of WeChat sign-in or binding (微信扫码). The page that shows it polls by `scene`
 * with the secret of its own httpOnly cookie (only the hash is kept), so a photographed QR code
 * opens nothing; the phone's confirmation fills in openid and moves the status on.
 */
export const wechatScans = pgTable('wechat_scans', {
  scene: text('scene').primaryKey(),
  pollHash: text('poll_hash').notNull(),
  /** login: sign in or register; bind: the signed-in buyer binds its account. */
  purpose: text('purpose', { enum: ['login', 'bind'] }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** waiting → confirmed (bound openid, may sign in) | unbound (new openid) | bound | conflict → done. */
  status: text('status').notNull().default('waiting'),
  openid: text('openid'),
  nickname: text('nickname'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
