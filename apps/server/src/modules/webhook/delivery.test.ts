/** Issue 33: signed deliveries from the outbox, retries with back-off, a restart, a replay. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { claimDeliveries, createDeliveryWorker, settleDelivery } from './delivery';
import { webhookOrderPaid } from './enqueue';
import { startReceiver, type Receiver } from './receiver.fixtures';
import { signWebhook, verifyWebhookSignature } from './signature';
import { addEndpoint, deliveriesOf, makeDue } from './webhook.fixtures';

let t: TestApp;
let admin: string;
let erp: Receiver;
let endpointId: number;
let secret: string;
let orderId: number;
const db = () => t.deps.database.db;
const opts = { pollMs: 0, leaseMs: 30_000, timeoutMs: 3_000, retryBaseMs: 30_000, random: () => 0.5 };
const worker = () => createDeliveryWorker(db(), opts);

/** One order.paid event for this endpoint (the order need not be paid for the payload to build). */
async function enqueueOne(): Promise<number> {
  await db().transaction(async (tx) => {
    await webhookOrderPaid(tx, orderId);
  });
  const rows = await deliveriesOf(db(), endpointId);
  return rows.at(-1)!.id;
}
const row = async (id: number) =>
  (
    await queryRows<{ status: string; attempts: number; wait_s: number; last_status: number | null }>(
      db(),
      sql`SELECT status, attempts, last_status,
                 extract(epoch FROM next_at - (SELECT max(at) FROM webhook_attempts WHERE delivery_id = ${id}))::float8 AS wait_s
            FROM webhook_deliveries WHERE id = ${id}`,
    )
  )[0]!;
const attempts = (id: number) =>
  queryRows<{ attempt: number; http_status: number | null; error: string; duration_ms: number }>(
    db(),
    sql`SELECT attempt, http_status, error, duration_ms FROM webhook_attempts WHERE delivery_id = ${id} ORDER BY id`,
  );

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_POLL_MS: '0' });
  admin = await operatorCookie(t, 'super');
  erp = await startReceiver();
  const created = await addEndpoint(t, admin, erp.url, ['order.paid']);
  endpointId = created.endpoint.id;
  secret = created.secret;
  const [o] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM orders ORDER BY id LIMIT 1`);
  orderId = o!.id;
}, 180_000);
afterAll(async () => {
  await erp.close();
  await t.close();
});

describe(describeName('webhook deliveries'), () => {
  it('posts the signed body with its headers; the receiver verifies it and a 2xx delivers it', async () => {
    const id = await enqueueOne();
    expect(await worker().tick()).toBe(1);
    const [req] = await erp.waitFor(1);
    const parsed = JSON.parse(req!.body) as {
      id: string;
      event: string;
      created_at: string;
      data: { order_id: number };
    };
    expect(parsed.event).toBe('order.paid');
    expect(parsed.data.order_id).toBe(orderId);
    expect(req!.headers['x-event']).toBe('order.paid');
    expect(req!.headers['x-webhook-id']).toBe(parsed.id);
    const ts = String(req!.headers['x-timestamp']);
    expect(req!.headers['x-signature']).toBe(signWebhook(secret, ts, req!.body));
    expect(verifyWebhookSignature(secret, ts, req!.body, String(req!.headers['x-signature']))).toBe(true);
    expect(
      verifyWebhookSignature(
        secret,
        ts,
        req!.body.replace('order.paid', 'order.paie'),
        String(req!.headers['x-signature']),
      ),
    ).toBe(false);
    expect((await row(id)).status).toBe('delivered');
    expect(await attempts(id)).toMatchObject([{ attempt: 1, http_status: 200, error: '' }]);
  });

  it('a failing endpoint is retried with growing back-off, then failed after 24 hours; a replay delivers it', async () => {
    erp.received.length = 0;
    erp.answer(503);
    const id = await enqueueOne();
    const waits: number[] = [];
    for (let n = 1; n <= 4; n++) {
      await worker().tick();
      const r = await row(id);
      expect(r).toMatchObject({ status: 'pending', attempts: n, last_status: 503 });
      waits.push(r.wait_s);
      await makeDue(db());
    }
    // 30 s, 60 s, 120 s, 240 s (jitter fixed at its middle); the seconds between the attempt's
    // record and the settle are the only slack.
    expect(waits.map((w) => Math.round(w / 10) * 10)).toEqual([30, 60, 120, 240]);
    expect(erp.received.length).toBe(4);
    expect((await attempts(id)).map((a) => a.http_status)).toEqual([503, 503, 503, 503]);

    // The clock reaches the end of the 24 hours: the next failure is final.
    await db().execute(
      sql`UPDATE webhook_deliveries SET expires_at = now() + interval '1 second' WHERE id = ${id}`,
    );
    await worker().tick();
    expect((await row(id)).status).toBe('failed');
    await makeDue(db());
    expect(await worker().tick()).toBe(0);
    expect(erp.received.length).toBe(5);

    erp.answer(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/deliveries/${id}/replay`,
      headers: { cookie: admin },
    });
    expect(body(replay).msg).toBe('已重新加入推送队列');
    expect(await worker().tick()).toBe(1);
    expect((await row(id)).status).toBe('delivered');
    const ids = new Set(erp.received.map((r) => r.headers['x-webhook-id']));
    expect(ids.size).toBe(1); // every attempt and the replay carry the same event id
    const [logged] = await queryRows<{ summary: string }>(
      db(),
      sql`SELECT summary FROM audit_log WHERE action = 'webhook.replay' AND target_id = ${String(id)}`,
    );
    expect(logged?.summary).toContain(`重新推送 #${id}`);
  });

  it('an unreachable endpoint records the error, with no HTTP status', async () => {
    const dead = await startReceiver();
    await dead.close();
    const other = await addEndpoint(t, admin, dead.url, ['order.paid']);
    await db().transaction(async (tx) => {
      await webhookOrderPaid(tx, orderId);
    });
    erp.received.length = 0;
    await worker().tick();
    const [d] = await deliveriesOf(db(), other.endpoint.id);
    const [a] = await attempts(d!.id);
    expect(a).toMatchObject({ attempt: 1, http_status: null });
    expect(a!.error).not.toBe('');
    expect(d!.status).toBe('pending');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/webhooks/${other.endpoint.id}`,
      headers: { cookie: admin },
      payload: { url: dead.url, events: ['order.paid'], enabled: false },
    });
  });

  it('a worker that claimed and died loses nothing: the lease runs out and another delivers it once', async () => {
    erp.received.length = 0;
    const id = await enqueueOne();
    const [claimed] = await claimDeliveries(db(), 10, 30_000); // … and the process dies here
    expect(claimed?.id).toBe(id);
    expect(await worker().tick()).toBe(0); // leased: nobody else takes it yet
    expect(erp.received.length).toBe(0);
    await makeDue(db()); // the lease has run out
    expect(await worker().tick()).toBe(1);
    expect(erp.received.length).toBe(1);
    // The dead worker's late outcome cannot overwrite the delivery another worker made.
    await settleDelivery(db(), claimed!, { ok: false, httpStatus: null, error: 'late', durationMs: 1 }, opts);
    expect((await row(id)).status).toBe('delivered');
  });

  it('a rolled-back change enqueues nothing', async () => {
    const before = (await deliveriesOf(db(), endpointId)).length;
    await expect(
      db().transaction(async (tx) => {
        await webhookOrderPaid(tx, orderId);
        throw new Error('payment rolled back');
      }),
    ).rejects.toThrow('payment rolled back');
    expect((await deliveriesOf(db(), endpointId)).length).toBe(before);
  });
});
