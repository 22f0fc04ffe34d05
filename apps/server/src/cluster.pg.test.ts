/**
 * Issue 13, every core: the real server with WORKERS=2 on its own PostgreSQL database. Every request
 * opens a new connection, so the primary's round robin sends consecutive requests to different
 * workers (each answer names its worker in `x-worker`). A session made by one worker opens the
 * buyer's pages on the other, and failed sign-ins from one address count across both: after thirty, sign-in
 * is refused whichever worker answers.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, templateDbName, urlForDb } from '../test/test-db';
import { startServer, type ServerProcess } from '../test/server-process';
import { ApiCode } from '@shop/shared';
import { SIGN_IN_LIMITS } from './modules/auth/auth.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts';

interface Answer {
  worker: string;
  cookie: string | undefined;
  body: { code: number; msg: string; data: unknown };
}

/** One request on a connection of its own (agent: false), so keep-alive never pins a worker. */
function call(base: string, method: 'GET' | 'POST', path: string, cookie?: string, payload?: object) {
  const data = payload ? JSON.stringify(payload) : undefined;
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const sid = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('ys_sid='));
          resolve({
            worker: String(res.headers['x-worker']),
            cookie: sid?.split(';')[0],
            body: JSON.parse(text) as Answer['body'],
          });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe('two workers share sessions and rate limits [postgres]', () => {
  const dbName = `shop_cluster_${randomBytes(5).toString('hex')}`;
  let server: ServerProcess;
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${dbName} TEMPLATE ${templateDbName()}`);
    server = await startServer({ DATABASE_URL: urlForDb(dbName), WORKERS: '2' }, 90_000);
    // startServer returns when the first worker answers; the second may still be booting.
    const seen = new Set<string>();
    while (seen.size < 2) seen.add((await call(server.base, 'GET', '/api/health')).worker);
  }, 120_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }, 30_000);

  it('a session made on one worker is honoured by the other', async () => {
    const { username, company } = DEMO_ACCOUNTS.pharmacy;
    const login = await call(server.base, 'POST', '/api/user/login', undefined, {
      username,
      password: DEMO_PASSWORD,
    });
    expect(login.body.code).toBe(ApiCode.OK);
    expect(login.cookie).toBeDefined();
    const seen = new Set([login.worker]);
    for (let i = 0; i < 6; i += 1) {
      const me = await call(server.base, 'GET', '/api/user/base', login.cookie);
      seen.add(me.worker);
      expect(me.body.code).toBe(ApiCode.OK);
      expect(me.body.data).toMatchObject({ username, company });
    }
    // Both workers answered: the session was read by one that did not create it.
    expect(seen.size).toBe(2);
  });

  it('failed sign-ins from one address are counted across workers', async () => {
    // Thirty names that do not exist, one failure each: only the per-address count reaches its limit.
    const seen = new Set<string>();
    for (let i = 0; i < SIGN_IN_LIMITS.perIp.limit; i += 1) {
      const fail = await call(server.base, 'POST', '/api/user/login', undefined, {
        username: `nobody${i}`,
        password: 'wrong-password',
      });
      expect(fail.body.msg).toBe('用户名或密码错误');
      seen.add(fail.worker);
    }
    expect(seen.size).toBe(2);
    // Each worker saw about half of them, yet both now refuse this address, even the right password.
    for (let i = 0; i < 2; i += 1) {
      const next = await call(server.base, 'POST', '/api/user/login', undefined, {
        username: DEMO_ACCOUNTS.clinic.username,
        password: DEMO_PASSWORD,
      });
      expect(next.body.msg).toMatch(/^登录尝试过于频繁，请\d+分钟后再试$/);
      expect(next.cookie).toBeUndefined();
    }
  });
});
