import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { buildApp } from './app';
import { loggerOptions } from './lib/log-redaction';
import { loadConfig } from './config';
import { closeDeps, createDeps } from './deps';
import { isDatabaseEmpty, seedDatabase } from './db/seed/index';
import { startUnpaidSweeper } from './modules/order/sweep';
import { startPeriodic } from './lib/periodic';
import { invoiceProviderOf } from './modules/invoice/invoice.provider';
import { issuePendingInvoices } from './modules/invoice/invoice.service';
import { settleDueGroupBuys } from './modules/promo/groupbuy.settle';

/** The listener: everything testable lives in buildApp; this file only boots, seeds and shuts down. */
async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const webDist =
    config.WEB_DIST ?? (fs.existsSync(path.join(defaultDist, 'index.html')) ? defaultDist : undefined);
  const defaultAdmin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../admin/dist');
  const adminDist =
    config.ADMIN_DIST ?? (fs.existsSync(path.join(defaultAdmin, 'index.html')) ? defaultAdmin : undefined);
  const deps = await createDeps({ ...config, WEB_DIST: webDist, ADMIN_DIST: adminDist });
  const app = await buildApp(
    deps,
    loggerOptions(
      config.LOG_LEVEL,
      config.NODE_ENV === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty' } }
        : {},
    ),
  );

  if (config.SEED_ON_EMPTY && (await isDatabaseEmpty(deps.database.db))) {
    app.log.info('empty database: seeding demo data');
    const summary = await seedDatabase(deps.database.db, {});
    app.log.info({ summary }, 'seeded');
  }

  // Every instance sweeps unpaid orders past their deadline (SKIP LOCKED keeps them out of each other's way).
  const stopSweeper = startUnpaidSweeper(deps.database.db, config.ORDER_SWEEP_INTERVAL_SECONDS, app.log);
  // Invoices left pending by a provider failure or a crash are issued on the same rhythm.
  const stopInvoicing = startPeriodic(
    'e-invoice issuing',
    config.ORDER_SWEEP_INTERVAL_SECONDS,
    app.log,
    async () => {
      const n = await issuePendingInvoices(deps.database.db, invoiceProviderOf(config));
      return n > 0 ? { issued: n } : null;
    },
  );
  // 拼团 past its deadline unfilled: failed and refunded (conditional, so instances never double-refund).
  const stopGroupSweeper = startPeriodic(
    'group-buy deadline',
    config.ORDER_SWEEP_INTERVAL_SECONDS,
    app.log,
    async () => {
      const n = await settleDueGroupBuys(deps.database.db);
      return n > 0 ? { failed: n } : null;
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
      stopInvoicing();
      stopGroupSweeper();
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

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
