/**
 * Issue 26, defect 5: operators cannot be locked out by anyone. Guessing slows the guessing address,
 * not the owner; successes do not count; a failed sign-in does not end the current session; a 超级管理员
 * can unlock; and every sign-in, allowed or refused, is in the audit chain.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD } from '../../db/seed/demo-accounts';
import { operatorCookie, operatorId, totpCode } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

const login = (ip: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    remoteAddress: ip,
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const wrong = (username: string) => ({ username, password: 'Wrong@2026', code: '123456' });
const right = async (username: string) => ({
  username,
  password: DEMO_OPERATOR_PASSWORD,
  code: await totpCode(),
});

describe(describeName('operator sign-in limits'), () => {
  it('ten wrong sign-ins from one address slow that address; the owner signs in from another at once', async () => {
    const name = DEMO_OPERATORS.warehouse.username;
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(body(await login('10.26.1.1', wrong(name))));
    expect(answers.slice(0, 3).every((a) => a.msg === '账号、密码或动态验证码错误')).toBe(true);
    expect(answers.at(-1)?.msg).toMatch(/^登录尝试过于频繁，请\d+秒后再试$/);
    const owner = await login('10.26.1.2', await right(name));
    expect(body(owner).code).toBe(10000);
  });

  it('successful sign-ins do not count toward the address limit', async () => {
    const ip = '10.26.2.1';
    expect(body(await login(ip, await right(DEMO_OPERATORS.goods.username))).code).toBe(10000);
    expect(body(await login(ip, await right(DEMO_OPERATORS.quality.username))).code).toBe(10000);
    expect((await t.deps.limiter.peek(`admin-signin:ipfail:${ip}`)).count).toBe(0);
    await login(ip, wrong('nobody'));
    expect((await t.deps.limiter.peek(`admin-signin:ipfail:${ip}`)).count).toBe(1);
  });

  it('a failed sign-in does not end the current session', async () => {
    const cookie = await operatorCookie(t, 'finance');
    const res = await login('10.26.3.1', wrong(DEMO_OPERATORS.finance.username), cookie);
    expect(body(res).code).not.toBe(10000);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(body<{ username: string }>(me).data.username).toBe(DEMO_OPERATORS.finance.username);
  });

  it('a 超级管理员 unlocks an operator: the slowed address may try again at once; audited', async () => {
    const name = DEMO_OPERATORS.service.username;
    for (let i = 0; i < 5; i++) await login('10.26.4.1', wrong(name));
    expect(body(await login('10.26.4.1', wrong(name))).msg).toMatch(/请\d+秒后再试/);
    const admin = await operatorCookie(t, 'super');
    const id = await operatorId(t, 'service');
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/admin/operators/${id}/unlock`,
      headers: { cookie: await operatorCookie(t, 'goods') },
    });
    expect(other.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/operators/${id}/unlock`,
      headers: { cookie: admin },
    });
    expect(body(res)).toMatchObject({ code: 10000, msg: '已解锁' });
    expect(body(await login('10.26.4.1', await right(name))).code).toBe(10000);
    const rows = await queryRows<{ action: string; ip: string; operator_name: string }>(
      t.deps.database.db,
      sql`SELECT action, ip, operator_name FROM audit_log WHERE action LIKE 'operator.%' ORDER BY seq DESC LIMIT 40`,
    );
    expect(rows.map((r) => r.action)).toContain('operator.unlock');
    expect(rows).toContainEqual({ action: 'operator.sign_in', ip: '10.26.4.1', operator_name: name });
    expect(rows).toContainEqual({ action: 'operator.sign_in_failed', ip: '10.26.4.1', operator_name: name });
  });
});
