import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, validated once at boot so a typo fails loudly instead of at the first request. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default('./data/pglite'),
  REDIS_URL: z.string().url().optional(),
  /** Server processes on PostgreSQL (src/cluster.ts); default every core for a production start. */
  WORKERS: z.coerce.number().int().min(1).optional(),
  /** PostgreSQL connections per process; default 20, smaller per worker when there are many. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).optional(),
  SESSION_SECRET: z.string().min(32).default('dev-only-session-secret-change-me-in-production!!'),
  /**
   * Keys the audit chain (HMAC-SHA-256): someone with write access to the database alone cannot
   * rewrite a record and recompute the chain. Lives outside the database; refused if default in production.
   */
  AUDIT_KEY: z.string().min(32).default('dev-only-audit-chain-key-change-me-in-production!!'),
  /** How often the chain head is written to the log (and to AUDIT_HEAD_FILE), for keeping outside the database; 0: never. */
  AUDIT_HEAD_EXPORT_MINUTES: z.coerce.number().int().min(0).default(60),
  /** A file the chain head is appended to on that rhythm (one JSON line each); unset: the log line only. */
  AUDIT_HEAD_FILE: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  /** Operators are signed out sooner than buyers: a back-office screen left open is a risk. */
  /** Calls per minute per ERP API token (@fastify/rate-limit, counted across instances). */
  ERP_RATE_PER_MINUTE: z.coerce.number().int().positive().default(600),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  ADMIN_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  SITE_NAME: z.string().default('康源医药网'),
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Visitors see prices only after signing in, as Chinese drug wholesalers do. */
  PRICES_REQUIRE_LOGIN: bool.default(true),
  /**
   * Proxies whose X-Forwarded-For we believe: their addresses/CIDRs ('10.0.0.1,10.0.0.2'), or
   * 'true' for any. Off by default so a client cannot forge its IP past the per-IP sign-in limit.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Buyers' files (licences, photos), outside the web root; only the upload route reads them. */
  UPLOAD_DIR: z.string().default('./data/uploads'),
  /** The built back office (apps/admin/dist), served under /admin. */
  ADMIN_DIST: z.string().optional(),
  /** E-invoice platform (全电发票); 'sandbox' numbers invoices itself and keeps the PDF local. */
  INVOICE_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Text-message gateway for SMS codes; 'sandbox' writes them to the sms_outbox table. */
  SMS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** The buyers' sign-in challenge; 'sandbox' asks a sum (a script solves it: production refuses it unless allowed). */
  CAPTCHA_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** WeChat sign-in and binding (微信开放平台 扫码登录); the sandbox's confirmation page stands in for the phone. */
  WECHAT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Carrier tracking service; 'sandbox' answers a plausible timeline from the ship time. */
  LOGISTICS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /**
   * Development tools: the sandbox SMS outbox (/dev/sms). On outside production; in production
   * only with an explicit 'true' (the end-to-end journeys read their codes there).
   */
  DEV_TOOLS: bool.optional(),
  /**
   * The OpenAPI document and its readable page at /api/docs (for the chains' ERP integrators). It
   * describes routes anyone can already call, so it is on by default; 'false' takes it down.
   */
  API_DOCS: bool.default(true),
  SEED_ON_EMPTY: bool.default(true),
  /**
   * The demo data (catalogue, 36 buyers, operators with the README's published password and TOTP
   * secret) on an empty database. On by default outside production; in production only with an
   * explicit 'true', and the production guard then also wants ALLOW_SANDBOX=demo (or all): a real
   * shop creates its first operator with `npm run admin:create`.
   */
  SEED_DEMO: bool.optional(),
  /** Unpaid orders are cancelled (stock and coupon released) after this many minutes. */
  ORDER_UNPAID_TIMEOUT_MINUTES: z.coerce.number().int().positive().default(30),
  /** How often each instance sweeps due unpaid orders; 0 turns the sweep off. */
  ORDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Online payment gateway behind 微信支付/支付宝; 'sandbox' signs and calls back like the real ones. */
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /**
   * Sandboxes production may run anyway, comma-separated ('payment,sms', or 'all'): a staging
   * site. Without it a production start on a sandbox provider is refused (lib/production-guard.ts).
   */
  ALLOW_SANDBOX: z.string().default(''),
  PAYMENT_SANDBOX_KEY: z.string().min(32).default('dev-only-sandbox-hmac-key-change-me-in-production!!'),
  /** Base URL the gateway posts notifications to (our own); defaults to PUBLIC_ORIGIN or HOST:PORT. */
  PAYMENT_NOTIFY_BASE_URL: z.string().url().optional(),
  /** Sandbox: delay before the first notification and the retry backoff base. */
  PAYMENT_SANDBOX_NOTIFY_DELAY_MS: z.coerce.number().int().min(0).default(1500),
  /** How often each instance looks for due sandbox notifications in the outbox; 0 turns it off. */
  PAYMENT_OUTBOX_POLL_MS: z.coerce.number().int().min(0).default(1000),
  /** How long a claimed notification is out of other workers' reach (a killed worker's is retried after it). */
  PAYMENT_OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(15_000),
  /** Webhooks (modules/webhook): how often each instance looks for due deliveries; 0 turns it off. */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(0).default(1000),
  /** How long a claimed delivery is out of other workers' reach; a dead worker's is retried after it. */
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How long a delivery waits for the endpoint's answer (kept well inside the lease). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** The first retry's delay; later ones double (with jitter) up to 2 h, for 24 h. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(0).default(30_000),
  /** How often each instance looks for due background jobs (imports, carrier registrations); 0 turns it off. */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(1000),
  /** How long a claimed job is out of other instances' reach; progress reports renew it. */
  JOBS_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
});

export type AppConfig = z.infer<typeof configSchema>;

/** Whether an empty database gets the demo data at start-up (see SEED_DEMO). */
export const seedsDemo = (config: AppConfig): boolean =>
  config.SEED_ON_EMPTY && (config.SEED_DEMO ?? config.NODE_ENV !== 'production');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set" (e.g. DATABASE_URL= to force the embedded database).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}
