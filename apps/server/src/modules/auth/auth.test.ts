import net from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/query';
import { users } from '../../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../../test/test-db';
import type * as PasswordModule from './password';
import { dummyVerify, verifyPassword } from './password';

// Spies that still hash for real, so the tests can see whether any hashing happened.
vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword), dummyVerify: vi.fn(real.dummyVerify) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => vi.clearAllMocks());

/** Each test signs in from its own address, so the per-IP limit of one test never touches another. */
let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface LoginOpts {
  ip?: string;
  headers?: Record<string, string>;
  app?: TestApp;
}
const login = (payload: Record<string, unknown> | string, opts: LoginOpts = {}) =>
  (opts.app ?? t).app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.headers ?? {},
    payload,
  });
const sessionCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'ys_sid');
const cookieOf = (res: LightMyRequestResponse) => `ys_sid=${sessionCookie(res)?.value ?? ''}`;
const base = (cookie: string, app: TestApp = t) =>
  app.app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } });
const sessionsOf = async (username: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.deps.database.db,
    sql`SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = ${username}`,
  );
  return row?.n ?? 0;
};
const pharmacy = DEMO_ACCOUNTS.pharmacy;

describe(describeName('POST /api/user/login'), () => {
  it('signs in by username and by phone, form-encoded as the browser sends it', async () => {
    for (const name of [pharmacy.username, pharmacy.phone]) {
      const res = await login(`username=${name}&password=${encodeURIComponent(DEMO_PASSWORD)}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(body(res)).toEqual({ code: 10000, msg: '登录成功', data: { login: true } });
      const me = body<{ company: string }>(await base(cookieOf(res)));
      expect(me.data.company).toBe(pharmacy.company);
    }
  });

  it('answers a wrong password and an unknown account identically, and sets no cookie', async () => {
    const wrong = await login({ username: pharmacy.username, password: 'Wrong@2026' });
    const unknown = await login({ username: 'nobody_here', password: 'Wrong@2026' });
    expect(body(wrong)).toEqual({ code: 10002, msg: '用户名或密码错误', data: null });
    expect(body(unknown)).toEqual(body(wrong));
    expect([wrong.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(sessionCookie(wrong)).toBeUndefined();
    expect(sessionCookie(unknown)).toBeUndefined();
    // The unknown account still pays for one hash, so timing does not tell the two apart.
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(dummyVerify).toHaveBeenCalledTimes(1);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and not Secure on plain http', async () => {
    const res = await login({ username: pharmacy.username, password: DEMO_PASSWORD });
    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('ys_sid='));
    expect(raw).toBeDefined();
    const attrs = (raw ?? '').split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    expect(attrs).not.toContain('secure');
    expect(sessionCookie(res)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sets a readable sign-in hint beside the session, carrying nothing but 1', async () => {
    const res = await login({ username: pharmacy.username, password: DEMO_PASSWORD });
    const hint = res.cookies.find((c) => c.name === 'ky_login');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('issues a new token on every sign-in and drops the session the browser held before', async () => {
    const first = await login({ username: pharmacy.username, password: DEMO_PASSWORD });
    const second = await login(
      { username: pharmacy.username, password: DEMO_PASSWORD },
      { headers: { cookie: cookieOf(first) } },
    );
    expect(sessionCookie(second)?.value).not.toBe(sessionCookie(first)?.value);
    expect((await base(cookieOf(first))).statusCode).toBe(401);
    expect((await base(cookieOf(second))).statusCode).toBe(200);
  });

  it.each([
    [{ username: '', password: 'x' }, '请输入用户名或手机号'],
    [{ username: '   ', password: 'x' }, '请输入用户名或手机号'],
    [{ password: 'x' }, '请输入用户名或手机号'],
    [{ username: 'a'.repeat(51), password: 'x' }, '用户名或手机号过长'],
    [{ username: pharmacy.username }, '请输入密码'],
    [{ username: pharmacy.username, password: '' }, '请输入密码'],
    [{ username: pharmacy.username, password: 'p'.repeat(65) }, '密码过长'],
  ])('%j is a 422 with the first message', async (payload, msg) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(422);
    expect(body(res)).toMatchObject({ code: 422, msg });
    expect(verifyPassword).not.toHaveBeenCalled();
  });

  it.each<Record<string, string>>([{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }])(
    'rejects a cross-site sign-in (%j) with 403 and creates no session',
    async (headers) => {
      const before = await sessionsOf(pharmacy.username);
      const res = await login({ username: pharmacy.username, password: DEMO_PASSWORD }, { headers });
      expect(res.statusCode).toBe(403);
      expect(body(res)).toMatchObject({ code: 403, msg: '跨站请求已被拒绝' });
      expect(sessionCookie(res)).toBeUndefined();
      expect(await sessionsOf(pharmacy.username)).toBe(before);
      expect(verifyPassword).not.toHaveBeenCalled();
    },
  );

  it('accepts a same-origin sign-in that carries an Origin header', async () => {
    const res = await login(
      { username: pharmacy.username, password: DEMO_PASSWORD },
      { headers: { host: 'shop.example', origin: 'http://shop.example', 'sec-fetch-site': 'same-origin' } },
    );
    expect(body(res).code).toBe(10000);
  });

  it('refuses a disabled account only after the password matched', async () => {
    await t.deps.database.db.update(users).set({ disabled: true }).where(eq(users.username, 'yixin_bj'));
    const res = await login({ username: 'yixin_bj', password: DEMO_PASSWORD });
    expect(body(res)).toMatchObject({ code: 10002, msg: '该账号已停用，请联系客服' });
    expect(body(await login({ username: 'yixin_bj', password: 'Wrong@1' })).msg).toBe('用户名或密码错误');
  });
});

describe(describeName('DELETE /api/user/logout'), () => {
  it('ends the session on the server: the old cookie is then 10001/401', async () => {
    const cookie = cookieOf(await login({ username: pharmacy.username, password: DEMO_PASSWORD }));
    expect((await base(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/user/logout', headers: { cookie } });
    expect(body(out)).toEqual({ code: 10000, msg: '已安全退出', data: null });
    expect(sessionCookie(out)?.value).toBe('');
    expect(out.cookies.find((c) => c.name === 'ky_login')?.value).toBe('');
    const after = await base(cookie);
    expect(after.statusCode).toBe(401);
    expect(body(after)).toEqual({ code: 10001, msg: '请先登录', data: null });
  });

  it('a cross-site logout is refused and the session lives on', async () => {
    const cookie = cookieOf(await login({ username: pharmacy.username, password: DEMO_PASSWORD }));
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(403);
    expect((await base(cookie)).statusCode).toBe(200);
  });

  it('/api/user/base without a cookie, or with a forged one, is 10001 with HTTP 401', async () => {
    for (const cookie of ['', 'ys_sid=forged-token-value']) {
      const res = await base(cookie);
      expect([res.statusCode, body(res).code]).toEqual([401, 10001]);
    }
  });
});

/** Redis is optional on a developer machine; when REDIS_URL is given explicitly the suite must run. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) });
  socket.setTimeout(500);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

describe.skipIf(!redisReachable && !process.env.REDIS_URL)(
  describeName('sessions in Redis across instances'),
  () => {
    let a: TestApp;
    let b: TestApp;
    let shared: TestDatabase;
    beforeAll(async () => {
      shared = await openTestDatabase();
      a = await createTestApp({ REDIS_URL }, shared);
      b = await createTestApp({ REDIS_URL }, shared);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await shared?.drop();
    });

    it('a session made on one instance is valid on the other, and a logout on either ends it on both', async () => {
      const sessionsBefore = await sessionsOf(pharmacy.username);
      const cookie = cookieOf(
        await login({ username: pharmacy.username, password: DEMO_PASSWORD }, { app: a }),
      );
      const onB = await base(cookie, b);
      expect(onB.statusCode).toBe(200);
      expect(body<{ company: string }>(onB).data.company).toBe(pharmacy.company);
      // Both instances now hold the session in memory: the logout must reach the other one's cache.
      expect((await base(cookie, a)).statusCode).toBe(200);
      // Held in Redis, not in the database table.
      expect(await sessionsOf(pharmacy.username)).toBe(sessionsBefore);

      await b.app.inject({ method: 'DELETE', url: '/api/user/logout', headers: { cookie } });
      expect((await base(cookie, a)).statusCode).toBe(401);
      expect((await base(cookie, b)).statusCode).toBe(401);

      const second = cookieOf(await login({ username: pharmacy.phone, password: DEMO_PASSWORD }, { app: b }));
      expect((await base(second, a)).statusCode).toBe(200);
      await a.app.inject({ method: 'DELETE', url: '/api/user/logout', headers: { cookie: second } });
      expect((await base(second, b)).statusCode).toBe(401);
    });

    it('ending every session of a buyer on one instance (a password change) ends them on the other', async () => {
      const [user] = await a.deps.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, pharmacy.username));
      const one = cookieOf(await login({ username: pharmacy.username, password: DEMO_PASSWORD }, { app: a }));
      const two = cookieOf(await login({ username: pharmacy.username, password: DEMO_PASSWORD }, { app: b }));
      for (const c of [one, two]) for (const t of [a, b]) expect((await base(c, t)).statusCode).toBe(200);
      await a.deps.sessions.destroyAllOf(user!.id);
      for (const c of [one, two]) expect((await base(c, a)).statusCode).toBe(401);
      // b hears of it by pub/sub, a fraction of a millisecond after a's own answer.
      for (const c of [one, two])
        await vi.waitFor(async () => expect((await base(c, b)).statusCode).toBe(401), { timeout: 1_000 });
    });
  },
);
