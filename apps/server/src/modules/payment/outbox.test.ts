/** Issue 14: sandbox notifications live in a database outbox, so they survive a restart. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PayResult } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../../test/test-db';
import { pickGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';
import { createOutboxWorker, enqueueNotification } from './outbox';

const settle = async (until: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await until()); i++) await new Promise((r) => setTimeout(r, 25));
};

describe(describeName('payment outbox: retries survive a restart'), () => {
  let shared: TestDatabase;
  beforeAll(async () => {
    shared = await openTestDatabase();
  });
  afterAll(() => shared.drop());
  const db = () => shared.database.db;

  it('a confirmed payment whose process stopped before notifying is notified once by the next one', async () => {
    // The first process takes the confirmation, then stops before its worker ever runs.
    const first: TestApp = await createTestApp(
      { PAYMENT_OUTBOX_POLL_MS: '0', PAYMENT_SANDBOX_NOTIFY_DELAY_MS: '5' },
      shared,
    );
    const c = orderClient(first.app);
    const cookie = await signIn(first.app, 'pharmacy');
    const [g] = await pickGoods(db(), 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 20);
    const placed = await c.checkout(cookie, await c.addToCart(cookie, g!.id, 2), { coupon_id: 0 });
    const orderId = placed.data.orders[0]!.id;
    const pay = body<PayResult>(await c.pay(cookie, orderId, 'alipay'));
    if (pay.data.pay_type !== 'alipay') throw new Error(pay.msg);
    const token = new URL(pay.data.cashier_url, 'http://x').searchParams.get('t')!;
    const confirmed = await first.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${pay.data.out_trade_no}/confirm`,
      payload: `t=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    });
    expect(confirmed.body).toContain('支付成功');
    await first.close();

    // The restart: a new app on the same database, its worker on.
    const second = await createTestApp(
      { PAYMENT_OUTBOX_POLL_MS: '50', PAYMENT_SANDBOX_NOTIFY_DELAY_MS: '5' },
      shared,
    );
    const cookie2 = await signIn(second.app, 'pharmacy');
    const status = async () =>
      body<OrderDetail>(
        await second.app.inject({ url: `/api/order/${orderId}`, headers: { cookie: cookie2 } }),
      ).data.status;
    await settle(async () => (await status()) === 'paid');
    expect(await status()).toBe('paid');
    // Give a stray second delivery the chance to show up before counting.
    await second.deps.database.db.execute(sql`SELECT pg_sleep(0.2)`);
    await second.close();
    const notes = await queryRows<{ outcome: string }>(
      db(),
      sql`SELECT outcome FROM payment_notifications WHERE out_trade_no = ${pay.data.out_trade_no}`,
    );
    expect(notes).toEqual([{ outcome: 'applied' }]);
    const [row] = await queryRows<{ attempts: number; delivered: boolean }>(
      db(),
      sql`SELECT attempts, delivered_at IS NOT NULL AS delivered FROM payment_outbox
           WHERE out_trade_no = ${pay.data.out_trade_no}`,
    );
    expect(row).toEqual({ attempts: 1, delivered: true });
  });

  it('a delivery that is not acknowledged is retried with backoff until it is', async () => {
    await enqueueNotification(db(), 'sandbox', 'RETRY-1', '{}', 0);
    const answers = [false, false, true];
    const seen: number[] = [];
    const worker = createOutboxWorker(
      db(),
      (row) => {
        seen.push(row.attempts);
        return Promise.resolve(answers[seen.length - 1] ?? true);
      },
      { firstDelayMs: 20, pollMs: 10 },
    );
    worker.start();
    await settle(async () => {
      const [r] = await queryRows<{ d: boolean }>(
        db(),
        sql`SELECT delivered_at IS NOT NULL AS d FROM payment_outbox WHERE out_trade_no = 'RETRY-1'`,
      );
      return r?.d === true;
    });
    await worker.stop();
    expect(seen).toEqual([1, 2, 3]);
    // Delivered rows are not claimed again.
    expect(await worker.tick()).toBe(0);
    expect(seen).toHaveLength(3);
  });
});
