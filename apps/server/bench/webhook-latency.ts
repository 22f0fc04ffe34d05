/**
 * Webhook delivery latency (issue 33): from a buyer's payment to the order.paid webhook's arrival at
 * a local endpoint (node:http on 127.0.0.1), through the app's own delivery worker (nudged by the
 * enqueue, polling every WEBHOOK_POLL_MS otherwise). Two paths: 余额支付 (the pay call itself marks
 * the order paid) and 在线支付 through the sandbox gateway (cashier confirm → gateway notification
 * from its outbox → order paid → webhook), the gateway's artificial first delay set to 5 ms.
 *
 *   npx tsx apps/server/bench/webhook-latency.ts                      (PGlite)
 *   TEST_DB=postgres DATABASE_URL=postgres://… npx tsx apps/server/bench/webhook-latency.ts
 */
import { sql } from 'drizzle-orm';
import type { PayResult } from '@shop/shared';
import { body, createTestApp, signIn } from '../test/test-app';
import { operatorCookie } from '../test/admin';
import { pickGoods } from '../src/modules/cart/cart.fixtures';
import { orderClient } from '../src/modules/checkout/order.fixtures';
import { startReceiver } from '../src/modules/webhook/receiver.fixtures';
import { addEndpoint } from '../src/modules/webhook/webhook.fixtures';

const RUNS = Number(process.env.RUNS ?? 20);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

async function main() {
  const t = await createTestApp({
    WEBHOOK_POLL_MS: '1000',
    PAYMENT_OUTBOX_POLL_MS: '1000',
    PAYMENT_SANDBOX_NOTIFY_DELAY_MS: '5',
  });
  const erp = await startReceiver();
  await addEndpoint(t, await operatorCookie(t, 'super'), erp.url, ['order.paid']);
  const buyer = await signIn(t.app, 'pharmacy');
  const c = orderClient(t.app);
  const db = t.deps.database.db;
  await db.execute(sql`UPDATE users SET balance_fen = 100000000 WHERE username = 'kangjian'`);
  const goods = await pickGoods(db, RUNS * 2, sql`g.min_qty = 1 AND g.mid_pack = 1`, 0);
  const place = async (goodsId: number) => {
    const placed = await c.checkout(buyer, await c.addToCart(buyer, goodsId, 1), { coupon_id: 0 });
    if (placed.code !== 10000) throw new Error(placed.msg);
    return placed.data.orders[0]!.id;
  };
  const arrival = async (n: number) => (await erp.waitFor(n, 30_000))[n - 1]!.at;

  const balance: number[] = [];
  const online: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const id = await place(goods[2 * i]!.id);
    const t0 = Date.now();
    const paid = body(await c.pay(buyer, id, 'balance'));
    if (paid.code !== 10000) throw new Error(paid.msg);
    balance.push((await arrival(erp.received.length + 1)) - t0);

    const id2 = await place(goods[2 * i + 1]!.id);
    const pay = body<PayResult>(await c.pay(buyer, id2, 'alipay'));
    if (pay.data.pay_type !== 'alipay') throw new Error(pay.msg);
    const token = new URL(pay.data.cashier_url, 'http://x').searchParams.get('t')!;
    const expected = erp.received.length + 1;
    const t1 = Date.now();
    await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${pay.data.out_trade_no}/confirm`,
      payload: `t=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: buyer },
    });
    online.push((await arrival(expected)) - t1);
  }
  const line = (name: string, xs: number[]) =>
    `${name}: n=${xs.length} p50=${pct(xs, 0.5)} ms p90=${pct(xs, 0.9)} ms max=${Math.max(...xs)} ms`;
  console.log(`database: ${t.deps.database.kind}`);
  console.log(line('余额支付 → webhook received', balance));
  console.log(line('在线支付 (sandbox confirm) → webhook received', online));
  await erp.close();
  await t.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
