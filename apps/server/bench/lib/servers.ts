import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDeps } from '../../src/deps';
import type { Database } from '../../src/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { replay, type Queryable, type Statement } from './capture';

export const urlOf = (app: { server: { address(): unknown } }) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/**
 * Production mode (what is measured), with the sandboxes allowed and throwaway secrets: the production
 * guard refuses public defaults, and a bench has no real payment or SMS provider.
 */
export const benchConfig = () =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    ALLOW_SANDBOX: 'all',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_SANDBOX_KEY: randomBytes(32).toString('hex'),
    AUDIT_KEY: randomBytes(32).toString('hex'),
  });

/** The real app on a free loopback port, with the demo pharmacy's cookie for signed-in cases. */
export async function startApp(database: Database) {
  const config = benchConfig();
  const deps = await createDeps(config, database);
  const app = await buildApp(deps);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: DEMO_ACCOUNTS.pharmacy.username, password: DEMO_PASSWORD },
  });
  const sid = res.cookies.find((c) => c.name === 'ys_sid');
  if (!sid) throw new Error(`bench sign-in failed: ${res.body}`);
  return { app, cookie: `ys_sid=${sid.value}` };
}

/** A session cookie of another buyer (the demo password), for cases sent `as` them. */
export async function signInAs(app: FastifyInstance, username: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password: DEMO_PASSWORD },
  });
  const sid = res.cookies.find((c) => c.name === 'ys_sid');
  if (!sid) throw new Error(`bench sign-in of ${username} failed: ${res.body}`);
  return `ys_sid=${sid.value}`;
}

/** Plain fastify replaying each case's captured statements on the raw driver: the floor. */
export async function startBare(
  client: Queryable,
  cases: Map<string, Statement[]>,
  namedClient: Queryable = client,
) {
  const app = Fastify({ logger: false });
  app.get<{ Params: { n: string } }>('/bare/:n', async (request) => {
    const statements = cases.get(request.params.n) ?? [];
    return { code: 10000, msg: 'ok', data: await replay(client, statements, namedClient) };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}
