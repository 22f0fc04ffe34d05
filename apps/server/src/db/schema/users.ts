import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';

/** 客户经理: every buyer has one; the default manager is shown without the '专属客服' prefix. */
export const accountManagers = pgTable('account_managers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

/** A chain (连锁) groups several stores; a buyer may act on the carts of the stores of its own chain only. */
export const chains = pgTable('chains', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The head office's buyer account: it adds stores and may buy for them. */
  headUserId: integer('head_user_id'),
});

/** The buying business: qualification (is_passed) and business scope decide what it may buy. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', {
    enum: ['pharmacy', 'clinic', 'hospital', 'chain_store', 'chain_head', 'wholesale'],
  }).notNull(),
  chainId: integer('chain_id').references(() => chains.id),
  creditCode: text('credit_code').notNull(),
  /** The ERP's customer code (PUT /api/erp/v1/customers, matched by credit_code). */
  erpCode: text('erp_code'),
  drugLicenseNo: text('drug_license_no'),
  /** 经营范围 codes, e.g. 'chemical', 'tcm_slices', 'device_2', 'ephedrine'. */
  businessScope: jsonb('business_scope').$type<string[]>().notNull().default([]),
  isPassed: boolean('is_passed').notNull().default(false),
  qualificationNote: text('qualification_note'),
  /**
   * The company's region as six-digit GB/T 2260 codes (330000, 330100, 330106): regional rules
   * (客户地区价, 控销, 领券) compare these. The names beside them are for display only, written from
   * the codes (address/regions.ts companyRegion); db/region-backfill.ts fills codes of older rows.
   */
  provinceCode: text('province_code').notNull().default(''),
  cityCode: text('city_code').notNull().default(''),
  districtCode: text('district_code').notNull().default(''),
  province: text('province').notNull().default(''),
  city: text('city').notNull().default(''),
  district: text('district').notNull().default(''),
  address: text('address').notNull().default(''),
  invoiceTitle: text('invoice_title'),
  taxNo: text('tax_no'),
  /** 开票资料 of a 增值税专用发票 (专票): 注册地址, 注册电话, 开户银行, 银行账号. */
  invoiceAddress: text('invoice_address'),
  invoicePhone: text('invoice_phone'),
  invoiceBank: text('invoice_bank'),
  invoiceAccount: text('invoice_account'),
  /** 联系人 given at registration. */
  contactName: text('contact_name'),
  createdAt: createdAt(),
});

/** A buyer account is one store: it signs in, holds one cart, a wallet and its orders. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    face: text('face').notNull().default(''),
    rank: text('rank').notNull().default('普通会员'),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    accountManagerId: integer('account_manager_id').references(() => accountManagers.id),
    balanceFen: fen('balance_fen').notNull().default(0),
    points: integer('points').notNull().default(0),
    wechat: text('wechat'),
    isCanChat: boolean('is_can_chat').notNull().default(true),
    /** Order and licence events the buyer also wants by SMS (codes of notify/buyer-notify.ts); site messages always. */
    smsNotify: jsonb('sms_notify').$type<string[]>().notNull().default([]),
    isSpecial: boolean('is_special').notNull().default(false),
    isShowYoux: boolean('is_show_youx').notNull().default(true),
    isAfterSale: boolean('is_after_sale').notNull().default(true),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_username_uq').on(t.username), uniqueIndex('users_phone_uq').on(t.phone)],
);

/** Server-side sessions: only the SHA-256 of the cookie token is stored, so a leaked table opens nothing. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits when Redis is not configured. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** 站内消息 shown in the header badge and the member centre. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.isRead)],
);
