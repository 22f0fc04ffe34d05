import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createDeps, type AppDeps } from '../src/deps';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-accounts';
import { openTestDatabase, testDbKind, type TestDatabase } from './test-db';
import responseCheck from './response-check';

export interface TestApp {
  app: App;
  deps: AppDeps;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/** An app on a private copy of the seeded database; pass env overrides such as REDIS_URL. */
export async function createTestApp(
  env: Record<string, string> = {},
  shared?: TestDatabase,
): Promise<TestApp> {
  const testDb = shared ?? (await openTestDatabase());
  // Uploaded files go to a private temporary folder per app, removed on close.
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    UPLOAD_DIR: uploadDir,
    ...env,
  });
  const deps = await createDeps(config, testDb.database);
  const violations: string[] = [];
  const app = await buildApp(deps, false, {
    instrument: async (a) => {
      await a.register(responseCheck, { violations });
    },
    checkSerializer: (problem) => violations.push(problem),
  });
  await app.ready();
  return {
    app,
    deps,
    testDb,
    close: async () => {
      await app.close();
      deps.redis?.disconnect();
      if (!shared) await testDb.drop();
      fs.rmSync(uploadDir, { recursive: true, force: true });
      // A broken contract already failed its request with a 500; this names it even where the test
      // did not look at the status.
      if (violations.length > 0) {
        throw new Error(`${violations.length} response(s) broke their contract:\n${violations.join('\n')}`);
      }
    },
  };
}

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Signs in as a demo account and returns the Cookie header to send with later requests. */
export async function signIn(app: App, account: DemoAccount = 'pharmacy'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: DEMO_ACCOUNTS[account].username, password: DEMO_PASSWORD },
  });
  const cookie = res.cookies.find((c) => c.name === 'ys_sid');
  if (!cookie) throw new Error(`sign-in as ${account} failed: ${res.body}`);
  return `ys_sid=${cookie.value}`;
}

/** The parsed envelope of a response. */
export function body<T = unknown>(res: LightMyRequestResponse): { code: number; msg: string; data: T } {
  return res.json<{ code: number; msg: string; data: T }>();
}

export const describeName = (name: string) => `${name} [${testDbKind()}]`;
