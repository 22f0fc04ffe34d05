import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { erpClient, erpToken } from './erp.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ERP_RATE_PER_MINUTE: '5' });
});
afterAll(async () => {
  await t?.close();
});

const feed = (token: string, extra: { remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/erp/v1/orders?limit=1',
    headers: { authorization: `Bearer ${token}` },
    ...extra,
  });

describe(describeName('ERP API tokens'), () => {
  it('refuses a missing, unknown, revoked or expired token, a scope not granted and an address not allowed', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/erp/v1/orders' });
    expect([none.statusCode, body(none).msg]).toEqual([
      401,
      '缺少接口令牌：请在 Authorization 头中提供 Bearer 令牌',
    ]);
    expect(body(await feed('ysk_not-a-token')).msg).toBe('接口令牌无效');

    const reader = await erpToken(t, { name: '只读', scopes: ['orders:read'] });
    expect((await feed(reader)).statusCode).toBe(200);
    const put = await erpClient(t, reader)('PUT', '/api/erp/v1/stock', { stock: [] });
    expect([put.statusCode, body(put).msg]).toEqual([403, '该令牌没有「推送批次与库存」（stock:write）权限']);

    const fenced = await erpToken(t, {
      name: '内网',
      scopes: ['orders:read'],
      ip_allow: ['10.8.0.0/16', '192.168.1.7'],
    });
    expect((await feed(fenced, { remoteAddress: '10.8.3.4' })).statusCode).toBe(200);
    expect((await feed(fenced, { remoteAddress: '192.168.1.7' })).statusCode).toBe(200);
    const outside = await feed(fenced, { remoteAddress: '10.9.0.1' });
    expect([outside.statusCode, body(outside).msg]).toEqual([
      403,
      '来源地址 10.9.0.1 不在该令牌的 IP 白名单内',
    ]);

    const old = await erpToken(t, { name: '过期', scopes: ['orders:read'], expires_on: '2026-01-31' });
    await t.deps.database.db.execute(
      sql`UPDATE erp_tokens SET expires_at = now() - interval '1 second' WHERE name = '过期'`,
    );
    expect(body(await feed(old)).msg).toBe('接口令牌已过期');
  });

  it('is created, listed with its last use, rotated and revoked by the super administrator only', async () => {
    const admin = await operatorCookie(t, 'super');
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const made = await call('POST', '/api/admin/erp/tokens', admin, {
      name: '用友U8',
      scopes: ['orders:read'],
      ip_allow: [],
      expires_on: null,
    });
    const { id, token } = body<{ id: number; token: string }>(made).data;
    expect(token).toMatch(/^ysk_[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept: the token itself is nowhere in the table.
    const stored = await queryRows<{ token_hash: string }>(
      t.deps.database.db,
      sql`SELECT token_hash FROM erp_tokens WHERE id = ${id}`,
    );
    expect(stored[0]!.token_hash).toHaveLength(64);
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await feed(token)).statusCode).toBe(200);
    const list = body<{ list: { id: number; status: string; last_used_at: string | null }[] }>(
      await call('GET', '/api/admin/erp/tokens', admin),
    ).data.list;
    const row = list.find((r) => r.id === id);
    expect(row?.status).toBe('active');
    expect(row?.last_used_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const goods = await operatorCookie(t, 'goods');
    expect((await call('GET', '/api/admin/erp/tokens', goods)).statusCode).toBe(403);

    const rotated = body<{ token: string }>(await call('POST', `/api/admin/erp/tokens/${id}/rotate`, admin))
      .data.token;
    expect(body(await feed(token)).msg).toBe('接口令牌无效');
    expect((await feed(rotated)).statusCode).toBe(200);

    expect((await call('POST', `/api/admin/erp/tokens/${id}/revoke`, admin)).statusCode).toBe(200);
    expect(body(await feed(rotated)).msg).toBe('接口令牌已吊销');
    const audit = await queryRows<{ action: string }>(
      t.deps.database.db,
      sql`SELECT action FROM audit_log WHERE target_type = 'erp_token' AND target_id = ${String(id)} ORDER BY seq`,
    );
    expect(audit.map((a) => a.action)).toEqual(['erp.token.create', 'erp.token.rotate', 'erp.token.revoke']);
  });

  it('limits each token to its calls per minute, apart from other tokens', async () => {
    const a = await erpToken(t, { name: '限流A', scopes: ['orders:read'] });
    const b = await erpToken(t, { name: '限流B', scopes: ['orders:read'] });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await feed(a)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(body(await feed(a)).msg).toMatch(/^调用过于频繁：每个令牌每分钟最多 5 次/);
    expect((await feed(b)).statusCode).toBe(200);
  });
});
