import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DB_DIR = `.tmp/e2e-db-${process.pid}`;

/**
 * Journeys run against the real server serving the built storefront on a fresh embedded database
 * seeded with the demo data. They share the demo accounts, so they run one at a time.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey is a dozen pages; on a slow 2-core CI machine with both shards running, a 60 s
  // budget was nearly spent by the checkout journeys (about 22 s each there, over 60 s under load).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json'], ['./support/page-on-failure.reporter.ts']],
  // One folder per server port: npm test runs two shards at once, and each clears its folder.
  outputDir: `../test-results/e2e-${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // Recording a trace costs about a quarter of a journey's CPU, and CI keeps only the log (see
    // support/page-on-failure.reporter.ts), so CI runs without; a local run keeps a failure's trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DB_DIR} && node --import tsx apps/server/src/server.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: DB_DIR,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // A production start refuses default secrets and unapproved sandboxes (lib/production-guard.ts);
      // the journeys run every sandbox on purpose, with their own throwaway secrets.
      ALLOW_SANDBOX: 'all',
      SESSION_SECRET: 'e2e-only-session-secret-0123456789abcdef',
      PAYMENT_SANDBOX_KEY: 'e2e-only-sandbox-key-0123456789abcdefghij',
      AUDIT_KEY: 'e2e-only-audit-chain-key-0123456789abcdefghij',
      // The journeys sign in as the demo operators and buyers (allowed by ALLOW_SANDBOX=all).
      SEED_DEMO: 'true',
      // The account journeys read their SMS codes from the sandbox outbox and approve a new pharmacy.
      DEV_TOOLS: 'true',
    },
  },
});
