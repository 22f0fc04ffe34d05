/** Issue 33 on PostgreSQL: instances polling at once share the outbox without delivering twice. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { createDeliveryWorker } from './delivery';
import { webhookOrderPaid } from './enqueue';
import { startReceiver, type Receiver } from './receiver.fixtures';
import { addEndpoint, deliveriesOf } from './webhook.fixtures';

let t: TestApp;
let erp: Receiver;
let endpointId: number;
const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_POLL_MS: '0' });
  erp = await startReceiver();
  endpointId = (await addEndpoint(t, await operatorCookie(t, 'super'), erp.url, ['order.paid'])).endpoint.id;
}, 180_000);
afterAll(async () => {
  await erp.close();
  await t.close();
});

describe(describeName('webhook workers of several instances'), () => {
  it('four workers draining 40 deliveries at once deliver each exactly once', async () => {
    const orders = await queryRows<{ id: number }>(db(), sql`SELECT id FROM orders ORDER BY id LIMIT 40`);
    for (const o of orders) {
      await db().transaction(async (tx) => {
        await webhookOrderPaid(tx, o.id);
      });
    }
    const opts = { pollMs: 0, leaseMs: 30_000, timeoutMs: 5_000, retryBaseMs: 30_000, batch: 3 };
    const workers = [1, 2, 3, 4].map(() => createDeliveryWorker(db(), opts));
    const delivered = await Promise.all(workers.map((w) => w.tick()));
    expect(delivered.reduce((a, b) => a + b, 0)).toBe(orders.length);
    const ids = erp.received.map((r) => String(r.headers['x-webhook-id']));
    expect(new Set(ids).size).toBe(orders.length);
    expect(ids.length).toBe(orders.length);
    const rows = await deliveriesOf(db(), endpointId);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  });
});
