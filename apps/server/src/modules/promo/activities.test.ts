import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsActivities, PointsLog, SpecialList, Wntj } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

describe(describeName('home activities, 为您推荐 and the points log'), () => {
  let t: TestApp;
  let pharmacy: string;
  beforeAll(async () => {
    t = await createTestApp();
    pharmacy = await signIn(t.app, 'pharmacy');
  });
  afterAll(() => t.close());
  const get = async <T>(url: string, cookie?: string) =>
    body<T>(await t.app.inject({ url, headers: cookie ? { cookie } : {} }));

  it('GET /goods/activities gives the live promotions with goods at the zones’ prices', async () => {
    const data = (await get<GoodsActivities>('/api/goods/activities', pharmacy)).data;
    const keys = data.list.map((b) => b.key);
    expect(keys).toEqual(expect.arrayContaining(['daily_special', 'group_buy', 'welfare']));
    const daily = (await get<SpecialList>('/api/activity/everyday_price', pharmacy)).data;
    const block = data.list.find((b) => b.key === 'daily_special')!;
    expect(block.link).toBe('/mrtj');
    expect(block.goods[0]?.price).toBe(daily.list[0]?.price);
    expect(data.list.find((b) => b.key === 'group_buy')?.link).toBe('/ptzq');
  });

  it('GET /index_wntj/1 pages recommendations and hides prices from visitors when required', async () => {
    const one = (await get<Wntj>('/api/index_wntj/1', pharmacy)).data;
    expect(one.list).toHaveLength(12);
    expect(one.has_more).toBe(true);
    const two = (await get<Wntj>('/api/index_wntj/2', pharmacy)).data;
    const ids = new Set(one.list.map((g) => g.goods.id));
    expect(two.list.some((g) => ids.has(g.goods.id))).toBe(false);
    for (const g of one.list) expect(Number(g.price)).toBeLessThanOrEqual(Number(g.goods.base_price));
    expect((await get('/api/index_wntj/0')).code).toBe(422);
  });

  it('the points log sums to the balance, and an exchange writes its spend line', async () => {
    const log = async () => (await get<PointsLog>('/api/points/log', pharmacy)).data;
    const before = await log();
    expect(before.points).toBe(12680);
    expect(before.list[0]?.balance_after).toBe(before.points);
    const all = (await get<PointsLog>('/api/points/log?page=1', pharmacy)).data.list;
    expect(all.reduce((s, l) => s + l.delta, 0)).toBe(before.points);
    const mall = (
      await get<{ list: Array<{ id: number; points: number; cash: string; stock: number }> }>(
        '/api/points/goods',
        pharmacy,
      )
    ).data;
    const item = mall.list.find((i) => i.cash === '0.00' && i.stock > 0 && i.points <= before.points)!;
    const addresses = (await get<Array<{ id: number }>>('/api/address', pharmacy)).data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/points/exchange',
      headers: { cookie: pharmacy },
      payload: { id: item.id, number: 1, address_id: addresses[0]!.id },
    });
    expect(body(res).msg).toBe('兑换成功');
    const after = await log();
    expect(after.points).toBe(before.points - item.points);
    expect(after.list[0]).toMatchObject({
      delta: -item.points,
      balance_after: after.points,
      reason_text: '积分兑换',
    });
    expect((await get('/api/points/log')).code).toBe(10001);
  });

  it('confirming receipt earns one point per yuan paid, once, with its log line', async () => {
    const [order] = await queryRows<{ id: number; payable: string }>(
      t.deps.database.db,
      sql`SELECT o.id, o.payable_fen::bigint AS payable FROM orders o JOIN users u ON u.id = o.user_id
          WHERE u.username = 'kangjian' AND o.status = 'shipped' ORDER BY o.id LIMIT 1`,
    );
    const before = (await get<PointsLog>('/api/points/log', pharmacy)).data;
    const confirm = () =>
      t.app.inject({ method: 'POST', url: `/api/order/${order!.id}/confirm`, headers: { cookie: pharmacy } });
    expect(body(await confirm()).code).toBe(10000);
    const earned = Math.floor(Number(order!.payable) / 100);
    const after = (await get<PointsLog>('/api/points/log', pharmacy)).data;
    expect(after.points).toBe(before.points + earned);
    expect(after.list[0]).toMatchObject({
      delta: earned,
      balance_after: after.points,
      reason_text: '订单赠送',
    });
    expect(body(await confirm()).code).not.toBe(10000);
    expect((await get<PointsLog>('/api/points/log', pharmacy)).data.points).toBe(after.points);
  });
});
