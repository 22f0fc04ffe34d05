import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import cluster from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from './app';
import { loggerOptions } from './lib/log-redaction';
import { loadConfig, seedsDemo } from './config';
import { productionProblems } from './lib/production-guard';
import { setAuditKey } from './modules/audit/audit';
import { closeDeps, createDeps } from './deps';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { runPrimary, WORKER_ROLE_ENV, workerCount } from './cluster';
import { isDatabaseEmpty, seedDatabase } from './db/seed/index';
import { startUnpaidSweeper } from './modules/order/sweep';
import { warnExpiringLicences } from './modules/notify/licence-sweep';
import { notifyDelivered } from './modules/notify/delivered-sweep';
import { logisticsProviderOf } from './modules/logistics/logistics.provider';
import { startPeriodic } from './lib/periodic';
import { invoiceProviderOf } from './modules/invoice/invoice.provider';
import { issuePendingInvoices } from './modules/invoice/invoice.service';
import { settleDueGroupBuys } from './modules/promo/groupbuy.settle';
import { exportAuditHead } from './modules/audit/head-export';

type AppConfig = ReturnType<typeof loadConfig>;

/**
 * The listener: everything testable lives in buildApp; this file only boots, seeds and shuts down.
 * `worker`: forked by the cluster primary, which already migrated and seeded; only the worker with
 * the 'periodic' role runs the background passes.
 */
async function serve(config: AppConfig, worker: boolean) {
  const startedAt = Date.now();
  const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const webDist =
    config.WEB_DIST ?? (fs.existsSync(path.join(defaultDist, 'index.html')) ? defaultDist : undefined);
  const defaultAdmin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../admin/dist');
  const adminDist =
    config.ADMIN_DIST ?? (fs.existsSync(path.join(defaultAdmin, 'index.html')) ? defaultAdmin : undefined);
  const deps = await createDeps({ ...config, WEB_DIST: webDist, ADMIN_DIST: adminDist }, undefined, {
    migrate: !worker,
  });
  const app = await buildApp(
    deps,
    loggerOptions(
      config.LOG_LEVEL,
      config.NODE_ENV === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty' } }
        : {},
    ),
    // Each answer of a cluster worker names it, so a load test (and cluster.pg.test.ts) sees the spread.
    worker
      ? {
          instrument: async (a) => {
            a.addHook('onRequest', async (_req, reply) => {
              reply.header('x-worker', String(cluster.worker?.id ?? 0));
            });
          },
        }
      : {},
  );

  if (!worker && seedsDemo(config) && (await isDatabaseEmpty(deps.database.db))) {
    app.log.info('empty database: seeding demo data');
    const summary = await seedDatabase(deps.database.db, {});
    app.log.info({ summary }, 'seeded');
  }

  // Several app instances may each run these; within one instance's cluster only one worker does.
  const sweeps =
    worker && process.env[WORKER_ROLE_ENV] !== 'periodic'
      ? { ...config, ORDER_SWEEP_INTERVAL_SECONDS: 0 }
      : config;
  // Every instance sweeps unpaid orders past their deadline (SKIP LOCKED keeps them out of each other's way).
  const stopSweeper = startUnpaidSweeper(deps.database.db, sweeps.ORDER_SWEEP_INTERVAL_SECONDS, app.log);
  // Invoices left pending by a provider failure or a crash are issued on the same rhythm.
  const stopInvoicing = startPeriodic(
    'e-invoice issuing',
    sweeps.ORDER_SWEEP_INTERVAL_SECONDS,
    app.log,
    async () => {
      const n = await issuePendingInvoices(deps.database.db, invoiceProviderOf(config));
      return n > 0 ? { issued: n } : null;
    },
  );
  // 拼团 past its deadline unfilled: failed and refunded (conditional, so instances never double-refund).
  const stopGroupSweeper = startPeriodic(
    'group-buy deadline',
    sweeps.ORDER_SWEEP_INTERVAL_SECONDS,
    app.log,
    async () => {
      const n = await settleDueGroupBuys(deps.database.db);
      return n > 0 ? { failed: n } : null;
    },
  );

  // The audit chain's head, outside the database: a log line (and a line in AUDIT_HEAD_FILE).
  const stopHeadExport =
    worker && process.env[WORKER_ROLE_ENV] !== 'periodic'
      ? () => undefined
      : startPeriodic('audit head export', config.AUDIT_HEAD_EXPORT_MINUTES * 60, app.log, async () => {
          const head = await exportAuditHead(deps.database.db, config.AUDIT_HEAD_FILE);
          app.log.info({ auditHead: head }, 'audit chain head');
          return null;
        });
  // Licences 30 days from expiry: the buyer is told (site message, and SMS when opted in) without waiting for a visit.
  const stopLicenceWarnings = startPeriodic(
    'licence expiry warnings',
    sweeps.ORDER_SWEEP_INTERVAL_SECONDS * 60,
    app.log,
    async () => {
      const n = await warnExpiringLicences(deps.database.db);
      return n > 0 ? { warned: n } : null;
    },
  );

  // 已签收: parcels the carrier reports signed for; the buyer is told once (the periodic worker only).
  const stopDelivered = startPeriodic(
    'delivered notices',
    sweeps.ORDER_SWEEP_INTERVAL_SECONDS * 10,
    app.log,
    async () => {
      const n = await notifyDelivered(deps.database.db, logisticsProviderOf(deps));
      return n > 0 ? { told: n } : null;
    },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      stopSweeper();
      stopLicenceWarnings();
      stopDelivered();
      stopInvoicing();
      stopGroupSweeper();
      stopHeadExport();
      await app.close();
      await closeDeps(deps);
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    {
      ms: Date.now() - startedAt,
      db: deps.database.kind,
      web: webDist ?? 'not built',
      admin: adminDist ?? 'not built',
    },
    `${config.SITE_NAME} ready at http://${config.HOST}:${config.PORT}`,
  );
}

/** The cluster primary's one-time work: migrations and the demo seed, before any worker forks. */
async function prepare(config: AppConfig, log: pino.Logger) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 2 });
  try {
    await migrateDatabase(database);
    if (seedsDemo(config) && (await isDatabaseEmpty(database.db))) {
      log.info('empty database: seeding demo data');
      log.info({ summary: await seedDatabase(database.db, {}) }, 'seeded');
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const config = loadConfig();
  // The guard runs before anything opens, migrates or seeds the database, and before any worker
  // forks: a refused production start prints every reason, leaves the database as it was and exits.
  // (The sandboxes have registered by now: ./app imports every module.)
  const problems = productionProblems(config);
  if (problems.length > 0) {
    console.error(`Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  // The primary seeds (and so audits) before any deps exist: the chain's key is set here too.
  setAuditKey(config.AUDIT_KEY);
  const count = workerCount(config);
  if (cluster.isWorker) return serve(config, true);
  if (count <= 1) return serve(config, false);
  const log = pino({ level: config.LOG_LEVEL });
  return runPrimary(count, config, log, () => prepare(config, log));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
