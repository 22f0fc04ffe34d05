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
    }
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0]);
    const over = await get<DrawResult>(`/api/draw?id=${simple.id}`);
    expect(over.msg).toBe('您的抽奖次数已用完');
    expect((await get<DrawSimple>('/api/draw/simple')).data?.is_join).toBe(true);
    const mine = (await get<DrawRecord[]>('/api/draw/record')).data;
    expect(mine.slice(0, 3).map((r) => r.name)).toEqual(results.map((r) => r.name).reverse());
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
