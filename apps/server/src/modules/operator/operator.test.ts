import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD, DEMO_TOTP_SECRET } from '../../db/seed/demo-accounts';
import { operatorCookie, totpCode } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    remoteAddress: `10.9.0.${++ipCounter}`,
    headers,
    payload,
  });
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie } });
const adminCookie = (res: Awaited<ReturnType<typeof login>>) =>
  res.cookies.find((c) => c.name === 'ys_admin');
const cred = (username: string, code: string) => ({ username, password: DEMO_OPERATOR_PASSWORD, code });

describe(describeName('POST /api/admin/auth/login (password + TOTP)'), () => {
  it('signs in with the authenticator code; the cookie is HttpOnly, Strict and sent only to /api/admin', async () => {
    const res = await login(cred(DEMO_OPERATORS.finance.username, await totpCode()));
    expect(body(res)).toMatchObject({
      code: 10000,
      msg: '登录成功',
      data: { me: { username: 'caiwu', role: 'finance', role_name: '财务' }, used_recovery_code: false },
    });
    const cookie = adminCookie(res);
    expect(cookie).toMatchObject({ path: '/api/admin', httpOnly: true, sameSite: 'Strict' });
    const who = body<{ name: string; permissions: string[] }>(await me(`ys_admin=${cookie?.value ?? ''}`));
    expect(who.data.name).toBe(DEMO_OPERATORS.finance.name);
    expect(who.data.permissions).toContain('order.confirm_transfer');
  });

  it('refuses the same code twice (replay), a wrong code and a wrong password alike', async () => {
    const username = DEMO_OPERATORS.service.username;
    const code = await totpCode();
    expect(body(await login(cred(username, code))).code).toBe(10000);
    const replay = await login(cred(username, code));
    expect(body(replay)).toEqual({ code: 10002, msg: '账号、密码或动态验证码错误', data: null });
    expect(adminCookie(replay)).toBeUndefined();
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(body(await login(cred(username, wrongCode))).msg).toBe('账号、密码或动态验证码错误');
    expect(body(await login({ username, password: 'Wrong@2026', code: await totpCode() })).msg).toBe(
      '账号、密码或动态验证码错误',
    );
    expect(body(await login(cred('nobody', await totpCode()))).msg).toBe('账号、密码或动态验证码错误');
  });

  it('a code of a long-past time step is refused', async () => {
    const old = await totpCode(DEMO_TOTP_SECRET, Math.floor(Date.now() / 1000) - 600);
    expect(body(await login(cred(DEMO_OPERATORS.goods.username, old))).code).toBe(10002);
  });

  it('a new operator changes the password and binds an authenticator (one code) before any work', async () => {
    const admin = await operatorCookie(t, 'super');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: { cookie: admin },
      payload: {
        username: 'kefu_new',
        name: '孙丽',
        phone: '13905710099',
        roles: ['service'],
        password: 'Start1234',
      },
    });
    expect(body(created)).toMatchObject({ code: 10000, data: { username: 'kefu_new' } });
    expect(JSON.stringify(body(created).data)).not.toMatch(/secret|otpauth/);
    const first = await login({ username: 'kefu_new', password: 'Start1234' });
    expect(body(first)).toMatchObject({
      code: 10000,
      data: {
        me: { must_change_password: true, totp_enabled: false, roles: [{ code: 'service', name: '客服' }] },
      },
    });
    const cookie = `ys_admin=${adminCookie(first)?.value ?? ''}`;
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const blocked = await call('GET', '/api/admin/buyers');
    expect([blocked.statusCode, body(blocked).msg]).toEqual([403, '请先修改初始密码并绑定身份验证器']);
    expect(
      body(
        await call('POST', '/api/admin/auth/password', { old_password: 'wrong', new_password: 'Mine5678x' }),
      ).msg,
    ).toBe('当前密码不正确');
    const weak = await call('POST', '/api/admin/auth/password', {
      old_password: 'Start1234',
      new_password: 'short',
    });
    expect([weak.statusCode, body(weak).msg]).toEqual([422, '密码至少8位']);
    expect(
      body(
        await call('POST', '/api/admin/auth/password', {
          old_password: 'Start1234',
          new_password: 'Mine5678x',
        }),
      ).code,
    ).toBe(10000);
    const setup = body<{ secret: string; otpauth_uri: string }>(
      await call('GET', '/api/admin/auth/2fa'),
    ).data;
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect(body(await call('POST', '/api/admin/auth/2fa', { code: '000000' })).msg).toBe(
      '动态验证码不正确，请核对手机时间后重试',
    );
    expect((await call('GET', '/api/admin/buyers')).statusCode).toBe(403);
    const bound = await call('POST', '/api/admin/auth/2fa', { code: await totpCode(setup.secret) });
    const codes = body<{ recovery_codes: string[] }>(bound).data.recovery_codes;
    expect(codes).toHaveLength(8);
    expect((await call('GET', '/api/admin/buyers')).statusCode).toBe(200);
    // From now on the code is required, and the secret is never shown again.
    expect(body(await call('GET', '/api/admin/auth/2fa')).code).toBe(10002);
    expect(body(await login({ username: 'kefu_new', password: 'Mine5678x' })).code).toBe(10002);
    const once = await login({ username: 'kefu_new', password: 'Mine5678x', code: codes[0] });
    expect(body(once)).toMatchObject({
      code: 10000,
      data: { used_recovery_code: true, me: { recovery_codes_left: 7 } },
    });
    expect(body(await login({ username: 'kefu_new', password: 'Mine5678x', code: codes[0] })).code).toBe(
      10002,
    );
  });

  it.each([
    [{ password: 'x', code: '123456' }, '请输入账号'],
    [{ username: 'admin', code: '123456' }, '请输入密码'],
  ])('%j is a 422 with the first message', async (payload, msg) => {
    const res = await login(payload);
    expect([res.statusCode, body(res).msg]).toEqual([422, msg]);
  });

  it('a cross-site sign-in is refused', async () => {
    const res = await login(cred('admin', await totpCode()), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });
});

describe(describeName('operators and buyers do not open each other'), () => {
  it('a buyer session is refused by admin calls and an operator session by buyer calls', async () => {
    const buyer = await signIn(t.app, 'pharmacy');
    const buyerToken = buyer.split('=')[1] ?? '';
    expect((await me(buyer)).statusCode).toBe(401);
    expect((await me(`ys_admin=${buyerToken}`)).statusCode).toBe(401);
    const op = await operatorCookie(t, 'super');
    const opToken = op.split('=')[1] ?? '';
    const asBuyer = await t.app.inject({
      method: 'GET',
      url: '/api/user/base',
      headers: { cookie: `ys_sid=${opToken}` },
    });
    expect([asBuyer.statusCode, body(asBuyer).code]).toEqual([401, 10001]);
    expect((await me(op)).statusCode).toBe(200);
  });

  it('no cookie is 401 with the back-office message; a role without the permission is 403', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/operators' });
    expect([res.statusCode, body(res).msg]).toEqual([401, '请先登录后台']);
    const service = await operatorCookie(t, 'service');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/admin/operators',
      headers: { cookie: service },
    });
    expect([denied.statusCode, body(denied).msg]).toEqual([403, '无权操作：需要「管理操作员与角色」权限']);
  });

  it('a disabled operator is signed out at once', async () => {
    const admin = await operatorCookie(t, 'super');
    const goods = await operatorCookie(t, 'goods');
    const [row] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM operators WHERE username = 'shangpin'`,
    );
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/operators/${row?.id}`,
      headers: { cookie: admin },
      payload: { disabled: true },
    });
    expect(body(off).code).toBe(10000);
    expect((await me(goods)).statusCode).toBe(401);
  });
});
