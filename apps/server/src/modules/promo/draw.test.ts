import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawActivity, DrawRecord, DrawResult, DrawSimple } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickPrize } from './draw.service';

describe(describeName('lucky draw: the six /api/draw calls'), () => {
  let t: TestApp;
  let pharmacy: string;
  let clinic: string;
  beforeAll(async () => {
    t = await createTestApp();
    pharmacy = await signIn(t.app, 'pharmacy');
    clinic = await signIn(t.app, 'clinic');
  });
  afterAll(() => t.close());
  const get = async <T>(url: string, cookie = pharmacy, xhr = true) =>
    body<T>(
      await t.app.inject({
        url,
        headers: { ...(cookie ? { cookie } : {}), ...(xhr ? { 'x-requested-with': 'XMLHttpRequest' } : {}) },
      }),
    );

  it('the popup shows until the buyer joins; draws stop at the limit; every draw is recorded', async () => {
    const simple = (await get<DrawSimple>('/api/draw/simple')).data!;
    expect(simple.is_join).toBe(false);
    const activity = (await get<DrawActivity>(`/api/draw/${simple.id}/activity`)).data;
    expect(activity.prizes.length).toBeGreaterThan(2);
    const points = async () => (await get<{ points: number }>('/api/user/user_money')).data.points;
    const coupons = async () => (await get<{ unused: number }>('/api/user/couponNum')).data.unused;
    const [p0, c0] = [await points(), await coupons()];
    const results: DrawResult[] = [];
    for (let i = 0; i < activity.max_per_buyer; i++) {
      const r = await get<DrawResult>(`/api/draw?id=${simple.id}`);
      expect(r.code).toBe(10000);
      results.push(r.data);
      // Issue 28: the popup comes back while draws remain, and says how many.
      const after = (await get<DrawSimple>('/api/draw/simple')).data!;
      expect(after.remaining).toBe(activity.max_per_buyer - i - 1);
      expect(after.is_join).toBe(after.remaining === 0);
    }
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0]);
    const over = await get<DrawResult>(`/api/draw?id=${simple.id}`);
    expect(over.msg).toBe('您的抽奖次数已用完');
    expect((await get<DrawSimple>('/api/draw/simple')).data?.is_join).toBe(true);
    const mine = (await get<DrawRecord[]>('/api/draw/record')).data;
    expect(mine.slice(0, 3).map((r) => r.name)).toEqual(results.map((r) => r.name).reverse());
    // Each own record says what became of its prize; the buyer's own name is not masked.
    for (const [k, r] of results.toReversed().entries()) {
      const rec = mine[k]!;
      expect(rec.buyer).not.toContain('***');
      if (!r.is_win) expect(rec.outcome).toBe('未中奖');
      else if (rec.kind === 'points') expect(rec.outcome).toMatch(/^\d+积分已到账$/);
      else if (rec.kind === 'coupon')
        expect(rec.outcome).toMatch(/^已放入「我的钱包-(优惠券|现金券)」，未使用，\d{4}-\d{2}-\d{2}前有效$/);
      else expect(rec.outcome).toContain('客服将联系您');
    }
    // What was won is credited: points prizes to points, coupon prizes to the wallet.
    const won = results.filter((r) => r.is_win);
    const pointPrizes = await queryRows<{ id: number; points: number }>(
      t.deps.database.db,
      sql`SELECT id, points FROM draw_prizes WHERE kind = 'points'`,
    );
    const pts = new Map(pointPrizes.map((r) => [r.id, r.points]));
    expect(await points()).toBe(p0 + won.reduce((n, r) => n + (pts.get(r.prize_id ?? 0) ?? 0), 0));
    expect(await coupons()).toBeGreaterThanOrEqual(c0 + won.filter((r) => r.name.includes('券')).length);
  });

  it('a record tells a coupon prize used on an order from an expired one', async () => {
    const db = t.deps.database.db;
    const [me] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE username = 'kangjian'`);
    const [prize] = await queryRows<{ id: number; draw_id: number; coupon_id: number }>(
      db,
      sql`SELECT id, draw_id, coupon_id FROM draw_prizes WHERE kind = 'coupon' AND coupon_id IS NOT NULL LIMIT 1`,
    );
    const [order] = await queryRows<{ id: number; order_no: string }>(
      db,
      sql`SELECT id, order_no FROM orders WHERE user_id = ${me!.id} ORDER BY id LIMIT 1`,
    );
    const coupon = async (status: string, orderId: number | null, endsIn: string) =>
      (
        await queryRows<{ id: number }>(
          db,
          sql`INSERT INTO user_coupons (user_id, coupon_id, status, order_id, starts_at, ends_at)
              VALUES (${me!.id}, ${prize!.coupon_id}, ${status}, ${orderId}, now() - interval '40 days', now() + ${endsIn}::interval)
              RETURNING id`,
        )
      )[0]!.id;
    for (const uc of [await coupon('used', order!.id, '10 days'), await coupon('unused', null, '-2 days')])
      await db.execute(
        sql`INSERT INTO draw_records (draw_id, user_id, prize_id, prize_name, remarks, user_coupon_id)
            VALUES (${prize!.draw_id}, ${me!.id}, ${prize!.id}, '优惠券', '', ${uc})`,
      );
    const [expired, used] = (await get<DrawRecord[]>('/api/draw/record')).data;
    expect(used!.outcome).toBe(`已用于订单${order!.order_no}`);
    expect(expired!.outcome).toMatch(/^已过期（\d{4}-\d{2}-\d{2}到期）$/);
  });

  it('refuses visitors, unverified buyers, a draw without the storefront header and an unknown draw', async () => {
    const id = (await get<DrawSimple>('/api/draw/simple')).data!.id;
    expect((await t.app.inject({ url: `/api/draw?id=${id}` })).statusCode).toBe(401);
    expect((await get<DrawResult>(`/api/draw?id=${id}`, clinic)).msg).toContain('资质尚未审核通过');
    expect((await get<DrawResult>(`/api/draw?id=${id}`, pharmacy, false)).msg).toBe('请在商城页面内抽奖');
    expect((await get<DrawResult>('/api/draw?id=999999')).msg).toBe('抽奖活动未开始或已结束');
    expect((await t.app.inject({ url: '/api/draw?id=abc', headers: { cookie: pharmacy } })).statusCode).toBe(
      422,
    );
  });

  it('lists the latest winners with masked names, and the popup ads', async () => {
    const id = (await get<DrawSimple>('/api/draw/simple', '')).data!.id;
    const winners = (await get<DrawRecord[]>(`/api/draw/new_record?id=${id}`, '')).data;
    expect(winners.every((w) => w.is_win && w.buyer.includes('***'))).toBe(true);
    const ads = (await get<Array<{ image: string }>>('/api/draw/ads', '')).data;
    expect(ads.length).toBeGreaterThan(0);
  });

  it('picks by weight: each roll lands in its prize band', () => {
    const prizes = [
      { id: 1, weight: 10 },
      { id: 2, weight: 0 },
      { id: 3, weight: 90 },
    ];
    expect(pickPrize(prizes, () => 0)?.id).toBe(1);
    expect(pickPrize(prizes, () => 9)?.id).toBe(1);
    expect(pickPrize(prizes, () => 10)?.id).toBe(3);
    expect(pickPrize(prizes, () => 99)?.id).toBe(3);
    expect(pickPrize([{ id: 1, weight: 0 }], () => 0)).toBeNull();
  });
});
