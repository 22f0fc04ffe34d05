import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyerRow, AdminOrderRow } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie, operatorId } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorCookie(t, 'super');
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const count = async (table: 'roles' | 'audit_log' | 'operators') =>
  (
    await queryRows<{ n: number }>(t.deps.database.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`)
  )[0]?.n;

/** A new operator made ready to work (as if they had changed the password and bound an authenticator). */
async function readyOperator(username: string, roles: string[], managerId: number | null = null) {
  const res = await call('POST', '/api/admin/operators', {
    username,
    name: '测试员',
    roles,
    account_manager_id: managerId,
    password: 'Start1234',
  });
  const id = body<{ id: number }>(res).data.id;
  await t.deps.database.db.execute(
    sql`UPDATE operators SET must_change_password = false, totp_enabled = true WHERE id = ${id}`,
  );
  return { id, cookie: `ys_admin=${await t.deps.operatorSessions.create(id)}` };
}

describe(describeName('roles: defined from the permission catalogue'), () => {
  it('lists the catalogue grouped, with Chinese names and descriptions', async () => {
    const data = body<{ groups: { name: string; permissions: { description: string }[] }[] }>(
      await call('GET', '/api/admin/roles'),
    ).data;
    expect(data.groups.map((g) => g.name)).toContain('订单与仓库');
    expect(data.groups.every((g) => g.permissions.every((p) => p.description.length > 0))).toBe(true);
  });

  it.each([
    [{ name: '空角色', permissions: [] }, '请至少选择一项权限'],
    [{ name: '原型', permissions: ['__proto__'] }, '权限「__proto__」不存在'],
    [{ name: '构造', permissions: ['order.view', 'constructor'] }, '权限「constructor」不存在'],
    [{ name: '字符串', permissions: ['toString'] }, '权限「toString」不存在'],
    [{ name: '全部', permissions: ['*'] }, '权限「*」不存在'],
    [{ permissions: ['order.view'] }, '请填写角色名称'],
  ])('%j is a 422 and nothing is saved', async (payload, msg) => {
    const [roles, audits] = [await count('roles'), await count('audit_log')];
    const res = await call('POST', '/api/admin/roles', payload);
    expect([res.statusCode, body(res).msg]).toEqual([422, msg]);
    expect([await count('roles'), await count('audit_log')]).toEqual([roles, audits]);
  });

  it('saving an existing role with an inherited name as permission is a 422 too', async () => {
    const res = await call('PUT', '/api/admin/roles/service', { permissions: ['service.chat', '__proto__'] });
    expect([res.statusCode, body(res).msg]).toEqual([422, '权限「__proto__」不存在']);
  });

  it('creates, clones, edits and disables a role; its operators’ rights follow at once', async () => {
    const created = await call('POST', '/api/admin/roles', {
      name: '开票员',
      description: '只看订单、导出订单',
      permissions: ['order.view', 'order.export', 'dashboard.view'],
    });
    const code = body<{ code: string }>(created).data.code;
    expect(
      body(await call('POST', '/api/admin/roles', { name: '开票员', permissions: ['order.view'] })).msg,
    ).toBe('角色「开票员」已存在');
    const clone = await call('POST', '/api/admin/roles', {
      name: '开票员（副本）',
      permissions: ['order.view', 'order.export', 'dashboard.view'],
    });
    expect(body(clone).code).toBe(10000);
    const op = await readyOperator('kaipiao', [code]);
    expect((await call('GET', '/api/admin/orders', undefined, op.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/buyers', undefined, op.cookie)).statusCode).toBe(403);
    expect(
      body(await call('PUT', `/api/admin/roles/${code}`, { permissions: ['order.view', 'buyer.view'] })).code,
    ).toBe(10000);
    expect((await call('GET', '/api/admin/buyers', undefined, op.cookie)).statusCode).toBe(200);
    expect(body(await call('PUT', `/api/admin/roles/${code}`, { disabled: true })).code).toBe(10000);
    expect((await call('GET', '/api/admin/buyers', undefined, op.cookie)).statusCode).toBe(403);
    const list = body<{ list: { code: string; disabled: boolean; description: string }[] }>(
      await call('GET', '/api/admin/roles'),
    ).data.list;
    expect(list.find((r) => r.code === code)).toMatchObject({
      disabled: true,
      description: '只看订单、导出订单',
    });
    const trail = await queryRows<{ action: string }>(
      t.deps.database.db,
      sql`SELECT action FROM audit_log WHERE target_type = 'role' AND target_id = ${code} ORDER BY seq`,
    );
    expect(trail.map((r) => r.action)).toEqual(['role.create', 'role.update', 'role.disable']);
    expect(body(await call('PUT', '/api/admin/roles/super', { disabled: true })).msg).toBe(
      '超级管理员拥有全部权限，不能修改或停用',
    );
  });

  it('an operator with several roles holds the union of their permissions', async () => {
    const op = await readyOperator('duoneng', ['finance', 'service']);
    const me = body<{ permissions: string[]; roles: { code: string }[] }>(
      await call('GET', '/api/admin/auth/me', undefined, op.cookie),
    ).data;
    expect(me.roles.map((r) => r.code)).toEqual(['finance', 'service']);
    expect(me.permissions).toEqual(expect.arrayContaining(['order.confirm_transfer', 'service.chat']));
    const list = body<{ list: { username: string; role_names: string }[] }>(
      await call('GET', '/api/admin/operators?page_size=50'),
    ).data.list;
    expect(list.find((o) => o.username === 'duoneng')?.role_names).toBe('财务、客服');
  });

  it('an operator without a role is a 422; the last super administrator cannot be disabled', async () => {
    const before = await count('operators');
    const none = await call('POST', '/api/admin/operators', {
      username: 'wurole',
      name: '无角色',
      roles: [],
      password: 'Start1234',
    });
    expect([none.statusCode, body(none).msg]).toEqual([422, '请至少选择一个角色']);
    expect(await count('operators')).toBe(before);
    const manager = await call('POST', '/api/admin/roles', {
      name: '人事',
      permissions: ['operator.manage'],
    });
    const hr = await readyOperator('renshi', [body<{ code: string }>(manager).data.code]);
    const superId = await operatorId(t, 'super');
    const off = await call('PUT', `/api/admin/operators/${superId}`, { disabled: true }, hr.cookie);
    expect(body(off).msg).toBe('这是最后一位超级管理员，不能停用或移除其超级管理员角色');
    const demote = await call('PUT', `/api/admin/operators/${superId}`, { roles: ['finance'] }, hr.cookie);
    expect(body(demote).code).toBe(10002);
    expect((await call('GET', '/api/admin/auth/me')).statusCode).toBe(200);
  });

  it('reset password and reset 2FA make the operator set them again at the next sign-in', async () => {
    const op = await readyOperator('chongzhi', ['goods']);
    expect(
      body(await call('POST', `/api/admin/operators/${op.id}/reset-password`, { password: 'Again1234' }))
        .code,
    ).toBe(10000);
    expect((await call('GET', '/api/admin/auth/me', undefined, op.cookie)).statusCode).toBe(401);
    const rows = await queryRows<{ must_change_password: boolean; totp_enabled: boolean }>(
      t.deps.database.db,
      sql`SELECT must_change_password, totp_enabled FROM operators WHERE id = ${op.id}`,
    );
    expect(rows[0]).toEqual({ must_change_password: true, totp_enabled: true });
    expect(body(await call('POST', `/api/admin/operators/${op.id}/reset-2fa`)).code).toBe(10000);
    const after = await queryRows<{ totp_enabled: boolean }>(
      t.deps.database.db,
      sql`SELECT totp_enabled FROM operators WHERE id = ${op.id}`,
    );
    expect(after[0]?.totp_enabled).toBe(false);
  });
});

describe(describeName('data scope: an account manager sees only their customers'), () => {
  it('lists and opens only their own customers and those customers’ orders', async () => {
    const [m] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT account_manager_id AS id FROM users GROUP BY account_manager_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const role = await call('POST', '/api/admin/roles', {
      name: '客户经理',
      permissions: ['buyer.view', 'order.view'],
      data_scope: 'own',
    });
    const op = await readyOperator('jingli', [body<{ code: string }>(role).data.code], m!.id);
    const buyers = body<{ list: AdminBuyerRow[]; total: number }>(
      await call('GET', '/api/admin/buyers?page_size=100', undefined, op.cookie),
    ).data;
    const [mine] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM users WHERE account_manager_id = ${m!.id}`,
    );
    expect(buyers.total).toBe(mine!.n);
    const all = body<{ total: number }>(await call('GET', '/api/admin/buyers?page_size=1')).data.total;
    expect(buyers.total).toBeLessThan(all);
    // Another manager's id in the query does not widen the list.
    const [other] = await queryRows<{ id: number; order_id: number | null }>(
      t.deps.database.db,
      sql`SELECT u.id, (SELECT o.id FROM orders o WHERE o.user_id = u.id LIMIT 1) AS order_id
            FROM users u WHERE u.account_manager_id <> ${m!.id} ORDER BY 2 NULLS LAST LIMIT 1`,
    );
    const widened = await call(
      'GET',
      `/api/admin/buyers?manager_id=${other!.id}&page_size=1`,
      undefined,
      op.cookie,
    );
    expect(body<{ total: number }>(widened).data.total).toBe(mine!.n);
    const foreign = await call('GET', `/api/admin/buyers/${other!.id}`, undefined, op.cookie);
    expect([foreign.statusCode, body(foreign).msg]).toEqual([404, '客户不存在']);
    const orders = body<{ list: AdminOrderRow[] }>(
      await call('GET', '/api/admin/orders?page_size=100', undefined, op.cookie),
    ).data.list;
    const mineIds = new Set(buyers.list.map((b) => b.id));
    expect(orders.every((o) => mineIds.has(o.buyer_id))).toBe(true);
    if (other!.order_id !== null) {
      const res = await call('GET', `/api/admin/orders/${other!.order_id}`, undefined, op.cookie);
      expect([res.statusCode, body(res).msg]).toEqual([404, '订单不存在']);
    }
    expect(
      (await call('GET', `/api/admin/buyers/${buyers.list[0]!.id}`, undefined, op.cookie)).statusCode,
    ).toBe(200);
  });
});
