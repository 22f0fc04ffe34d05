/** Issue 33: the back office's webhook calls: endpoints, bad URLs, secrets shown once, deliveries. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDeliveryList, WebhookEndpoint, WebhookSecret } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { createDeliveryWorker } from './delivery';
import { webhookOrderPaid } from './enqueue';
import { startReceiver, type Receiver } from './receiver.fixtures';
import { verifyWebhookSignature } from './signature';
import { addEndpoint } from './webhook.fixtures';

let t: TestApp;
let admin: string;
let erp: Receiver;
const PORT = 4399;
const db = () => t.deps.database.db;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const count = async () =>
  (await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM webhook_endpoints`))[0]!.n;
// The demo seed registers an endpoint of its own: only this file's audit rows are looked at.
let seededUpTo = 0;
const audits = (action: string) =>
  queryRows<{ summary: string; after: unknown }>(
    db(),
    sql`SELECT summary, after FROM audit_log WHERE action = ${action} AND seq > ${seededUpTo} ORDER BY seq`,
  );

beforeAll(async () => {
  t = await createTestApp({
    WEBHOOK_POLL_MS: '0',
    PORT: String(PORT),
    PUBLIC_ORIGIN: 'https://shop.kangyuan.example',
  });
  admin = await operatorCookie(t, 'super');
  erp = await startReceiver();
  const [top] = await queryRows<{ seq: number }>(
    db(),
    sql`SELECT coalesce(max(seq), 0)::int AS seq FROM audit_log`,
  );
  seededUpTo = top!.seq;
}, 180_000);
afterAll(async () => {
  await erp.close();
  await t.close();
});

describe(describeName('webhook endpoints in the back office'), () => {
  it('refuses a URL that is not http(s) or points at the shop itself, in Chinese, storing nothing', async () => {
    const before = await count();
    const cases: [string, string][] = [
      ['ftp://erp.example.com/hook', '推送地址须以 http:// 或 https:// 开头'],
      ['javascript:alert(1)', '推送地址须以 http:// 或 https:// 开头'],
      ['erp.example.com/hook', '推送地址须以 http:// 或 https:// 开头'],
      ['http://user:pw@erp.example.com/hook', '推送地址须以 http:// 或 https:// 开头'],
      ['http://erp.example.com:99999/hook', '推送地址须以 http:// 或 https:// 开头'],
      ['https:// erp.example.com', '推送地址须以 http:// 或 https:// 开头'],
      [`http://127.0.0.1:${PORT}/api/erp/v1/orders`, '推送地址不能指向本商城自身，请填写 ERP 接收推送的地址'],
      [`http://localhost:${PORT}/x`, '推送地址不能指向本商城自身，请填写 ERP 接收推送的地址'],
      ['https://shop.kangyuan.example/api/health', '推送地址不能指向本商城自身，请填写 ERP 接收推送的地址'],
    ];
    for (const [url, msg] of cases) {
      const res = await call('POST', '/webhooks', { url, events: ['order.paid'] });
      expect(res.statusCode, url).toBe(422);
      expect(body(res).msg, url).toBe(msg);
    }
    expect(body(await call('POST', '/webhooks', { url: erp.url, events: [] })).msg).toBe(
      '请至少选择一个推送事件',
    );
    expect(body(await call('POST', '/webhooks', { url: erp.url, events: ['order.lost'] })).msg).toBe(
      '推送事件不正确',
    );
    expect(await count()).toBe(before);
    expect(await audits('webhook.create')).toEqual([]);
  });

  it('needs 管理 Webhook 推送: the warehouse operator is refused', async () => {
    const res = await call('GET', '/webhooks', undefined, await operatorCookie(t, 'warehouse'));
    expect(res.statusCode).toBe(403);
  });

  it('shows the secret once, on creation and rotation; edits and rotations are audited', async () => {
    const created = await addEndpoint(t, admin, erp.url, ['order.paid'], { description: '英克 ERP' });
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.endpoint.secret_hint).toBe(created.secret.slice(-4));
    const listed = body<{ list: WebhookEndpoint[] }>(await call('GET', '/webhooks')).data.list;
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(listed.find((e) => e.id === created.endpoint.id)).toMatchObject({
      description: '英克 ERP',
      enabled: true,
    });

    const id = created.endpoint.id;
    const edited = await call('PUT', `/webhooks/${id}`, {
      url: erp.url,
      description: '英克 ERP',
      events: ['order.paid', 'order.shipped'],
      enabled: false,
    });
    expect(body<WebhookEndpoint>(edited).data).toMatchObject({
      enabled: false,
      events: ['order.paid', 'order.shipped'],
    });
    expect((await audits('webhook.update')).at(-1)?.summary).toContain('已停用');

    const rotated = body<WebhookSecret>(await call('POST', `/webhooks/${id}/rotate-secret`)).data;
    expect(rotated.secret).not.toBe(created.secret);
    const [logged] = await audits('webhook.rotate_secret');
    expect(JSON.stringify(logged)).not.toContain(rotated.secret);
    expect(JSON.stringify(logged)).not.toContain(created.secret);
    expect((await audits('webhook.create')).length).toBe(1);

    // Deliveries are signed with the new secret once the endpoint is enabled again.
    await call('PUT', `/webhooks/${id}`, { url: erp.url, events: ['order.paid'], enabled: true });
    const [o] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM orders ORDER BY id LIMIT 1`);
    await db().transaction(async (tx) => {
      await webhookOrderPaid(tx, o!.id);
    });
    const worker = createDeliveryWorker(db(), {
      pollMs: 0,
      leaseMs: 30_000,
      timeoutMs: 3_000,
      retryBaseMs: 30_000,
    });
    expect(await worker.tick()).toBe(1);
    const [req] = await erp.waitFor(1);
    const ts = String(req!.headers['x-timestamp']);
    const sig = String(req!.headers['x-signature']);
    expect(verifyWebhookSignature(rotated.secret, ts, req!.body, sig)).toBe(true);
    expect(verifyWebhookSignature(created.secret, ts, req!.body, sig)).toBe(false);

    const page = body<WebhookDeliveryList>(
      await call('GET', `/webhooks/${id}/deliveries?status=delivered&event=order.paid`),
    ).data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ event: 'order.paid', status: 'delivered', attempts: 1 });
    expect(page.list[0]!.attempt_log).toEqual([expect.objectContaining({ attempt: 1, http_status: 200 })]);
    const none = body<WebhookDeliveryList>(
      await call('GET', `/webhooks/${id}/deliveries?status=failed`),
    ).data;
    expect(none.total).toBe(0);
    expect((await call('GET', `/webhooks/999999/deliveries`)).statusCode).toBe(404);
    expect((await call('POST', `/webhooks/deliveries/999999/replay`)).statusCode).toBe(404);
  });

  it('deletes an endpoint with its deliveries: audited, gone from the list, nothing more is queued for it', async () => {
    const made = await addEndpoint(t, admin, erp.url, ['order.paid'], { description: '旧 ERP' });
    const id = made.endpoint.id;
    const [o] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM orders ORDER BY id LIMIT 1`);
    await db().transaction(async (tx) => {
      await webhookOrderPaid(tx, o!.id);
    });
    const queued = async () =>
      (
        await queryRows<{ n: number }>(
          db(),
          sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = ${id}`,
        )
      )[0]!.n;
    expect(await queued()).toBe(1);
    const warehouse = await operatorCookie(t, 'warehouse');
    expect((await call('DELETE', `/webhooks/${id}`, undefined, warehouse)).statusCode).toBe(403);

    const res = await call('DELETE', `/webhooks/${id}`);
    expect(body(res)).toMatchObject({ code: 10000, msg: '推送地址已删除' });
    const listed = body<{ list: WebhookEndpoint[] }>(await call('GET', '/webhooks')).data.list;
    expect(listed.map((e) => e.id)).not.toContain(id);
    expect(await queued()).toBe(0);
    const [logged] = await audits('webhook.delete');
    expect(logged!.summary).toBe(`删除 Webhook 推送地址 #${id}（${erp.url}）及其 1 条推送记录`);
    // An order paid afterwards queues nothing for it; deleting again is a 404 and audits nothing.
    await db().transaction(async (tx) => {
      await webhookOrderPaid(tx, o!.id);
    });
    expect(await queued()).toBe(0);
    expect((await call('DELETE', `/webhooks/${id}`)).statusCode).toBe(404);
    expect(await audits('webhook.delete')).toHaveLength(1);
  });
});
