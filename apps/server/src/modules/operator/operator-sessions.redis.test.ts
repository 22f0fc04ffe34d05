import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCookie, operatorId } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

/**
 * With REDIS_URL set, operators' sessions live in Redis, not in operator_sessions: deleting the
 * rows in the service's transaction ends nothing there, so the routes must end them in the store.
 * Redis runs beside PostgreSQL on the machines this suite runs on, CI included; db 11 is this file's own.
 */
const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
redisUrl.pathname = '/11';
const REDIS_URL = redisUrl.toString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REDIS_URL });
});
afterAll(async () => {
  await t?.close();
});

const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie } });

describe(describeName('operators signed out in a Redis session store'), () => {
  it('resetting the second factor signs the operator out of every device at once', async () => {
    const admin = await operatorCookie(t, 'super');
    const phone = await operatorCookie(t, 'service');
    const desk = await operatorCookie(t, 'service');
    expect((await me(phone)).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/admin/operators/${await operatorId(t, 'service')}/reset-2fa`,
      headers: { cookie: admin },
    });
    expect(body(reset)).toMatchObject({ code: 10000, msg: '已重置' });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(desk)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
  });

  it('a disabled operator is refused and their stored sessions are gone', async () => {
    const admin = await operatorCookie(t, 'super');
    const goods = await operatorCookie(t, 'goods');
    const id = await operatorId(t, 'goods');
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/operators/${id}`,
      headers: { cookie: admin },
      payload: { disabled: true },
    });
    expect(body(off).code).toBe(10000);
    expect(await t.deps.operatorSessions.resolve(goods.split('=')[1] ?? '')).toBeNull();
  });
});
