/** Issue 14, defect 9: the sandbox cashier serves only the order's buyer, limited, and notifies once. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayResult } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';
import { CASHIER_LIMIT } from './cashier.service';

describe(describeName('sandbox cashier: the buyer of the order, rate limited, one notification'), () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let pharmacy: string;
  let other: string;
  let goods: PickedGoods[];
  beforeAll(async () => {
    // The outbox worker is off: the test counts what the cashier queues, not what is delivered.
    t = await createTestApp({ PAYMENT_OUTBOX_POLL_MS: '0' });
    c = orderClient(t.app);
    pharmacy = await signIn(t.app, 'pharmacy');
    other = await signIn(t.app, 'clinic');
    goods = await pickGoods(t.deps.database.db, 2, sql`g.min_qty = 1 AND g.mid_pack = 1`, 20);
  });
  afterAll(() => t.close());

  const openTrade = async (k: number) => {
    const ids = await c.addToCart(pharmacy, goods[k]!.id, 2);
    const placed = await c.checkout(pharmacy, ids, { coupon_id: 0 });
    if (placed.code !== 10000) throw new Error(placed.msg);
    const res = body<PayResult>(await c.pay(pharmacy, placed.data.orders[0]!.id, 'wechat'));
    if (res.data.pay_type !== 'wechat') throw new Error(res.msg);
    const token = new URL(res.data.cashier_url, 'http://x').searchParams.get('t')!;
    return { trade: res.data.out_trade_no, url: res.data.cashier_url, token };
  };
  const confirm = (trade: string, token: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${trade}/confirm`,
      payload: `t=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    });
  const queued = async (trade: string) =>
    (
      await queryRows<{ n: number }>(
        t.deps.database.db,
        sql`SELECT count(*)::int AS n FROM payment_outbox WHERE out_trade_no = ${trade}`,
      )
    )[0]!.n;

  it('without a session, or as another buyer, the cashier neither shows nor confirms', async () => {
    const { trade, url, token } = await openTrade(0);
    const anonymous = await t.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('请先登录');
    expect(anonymous.body).not.toContain('确认支付');
    const stranger = await t.app.inject({ url, headers: { cookie: other } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).not.toContain('确认支付');
    expect((await confirm(trade, token)).statusCode).toBe(401);
    expect((await confirm(trade, token, other)).statusCode).toBe(403);
    expect(await queued(trade)).toBe(0);
    const own = await t.app.inject({ url, headers: { cookie: pharmacy } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('确认支付');
  });

  it('confirming again does not fire a second notification', async () => {
    const { trade, token } = await openTrade(1);
    for (let i = 0; i < 3; i++) {
      const res = await confirm(trade, token, pharmacy);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('支付成功');
    }
    expect(await queued(trade)).toBe(1);
  });

  it('a buyer pressing the cashier over and over is slowed down', async () => {
    await t.deps.limiter.reset(`cashier:${await userIdOf('kangjian')}`);
    const { trade, token } = await openTrade(0);
    const codes: number[] = [];
    for (let i = 0; i < CASHIER_LIMIT.limit + 3; i++)
      codes.push((await confirm(trade, token, pharmacy)).statusCode);
    expect(codes.slice(0, CASHIER_LIMIT.limit).every((s) => s === 200)).toBe(true);
    expect(codes.slice(CASHIER_LIMIT.limit)).toEqual([429, 429, 429]);
    expect(await queued(trade)).toBe(1);
  });

  const userIdOf = async (username: string) =>
    (
      await queryRows<{ id: number }>(
        t.deps.database.db,
        sql`SELECT id FROM users WHERE username = ${username}`,
      )
    )[0]!.id;
});
