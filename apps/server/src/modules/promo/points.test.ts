import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointsMall, PointsOrder, PointsOrderList } from '@shop/shared';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { shipPointsOrder } from './points.service';

describe(describeName('积分商城: exchange points (plus cash) for goods, points orders ship'), () => {
  let t: TestApp;
  let pharmacy: string;
  let clinic: string;
  let addressId: number;
  beforeAll(async () => {
    t = await createTestApp();
    pharmacy = await signIn(t.app, 'pharmacy');
    clinic = await signIn(t.app, 'clinic');
    const list = body<Array<{ id: number }>>(
      await t.app.inject({ url: '/api/address', headers: { cookie: pharmacy } }),
    );
    addressId = list.data[0]!.id;
  });
  afterAll(() => t.close());
  const mall = async (cookie = pharmacy) =>
    body<PointsMall>(await t.app.inject({ url: '/api/points/goods', headers: cookie ? { cookie } : {} }))
      .data;
  const exchange = async (payload: Record<string, unknown>, cookie = pharmacy) =>
    body<{ order: PointsOrder; points_left: number } | null>(
      await t.app.inject({ method: 'POST', url: '/api/points/exchange', headers: { cookie }, payload }),
    );

  it('spends the points, takes the stock and writes the order in one go', async () => {
    const before = await mall();
    const item = before.list.find(
      (i) => i.cash === '0.00' && i.stock > 0 && i.points <= (before.my_points ?? 0),
    )!;
    const res = await exchange({ id: item.id, number: 1, address_id: addressId });
    expect(res.msg).toBe('兑换成功');
    expect(res.data?.points_left).toBe((before.my_points ?? 0) - item.points);
    expect(res.data?.order.status_text).toBe('待发货');
    const after = await mall();
    expect(after.my_points).toBe(res.data?.points_left);
    expect(after.list.find((i) => i.id === item.id)?.stock).toBe(item.stock - 1);
    const orders = body<PointsOrderList>(
      await t.app.inject({ url: '/api/points/orders', headers: { cookie: pharmacy } }),
    ).data;
    expect(orders.list[0]?.order_no).toBe(res.data?.order.order_no);
  });

  it('points plus cash takes both, with a money-log line for the cash', async () => {
    const item = (await mall()).list.find((i) => i.cash !== '0.00' && i.stock > 0)!;
    const res = await exchange({ id: item.id, number: 1, address_id: addressId });
    expect(res.data?.order.cash).toBe(item.cash);
    const log = body<{ list: Array<{ amount: string; remark: string }> }>(
      await t.app.inject({ url: '/api/user/user_money_log?use_type=2', headers: { cookie: pharmacy } }),
    ).data;
    expect(log.list[0]?.amount).toBe(`-${item.cash}`);
    expect(log.list[0]?.remark).toContain('积分兑换');
  });

  it('refuses without enough points, over the per-buyer limit, out of stock, unverified or signed out; nothing moves', async () => {
    const before = await mall();
    const limited = before.list.find((i) => i.per_buyer > 0 && i.stock > 5)!;
    const over = await exchange({ id: limited.id, number: limited.per_buyer + 1, address_id: addressId });
    expect(over.msg).toBe(`每人限兑${limited.per_buyer}件`);
    const gone = before.list.find((i) => i.stock === 0)!;
    expect((await exchange({ id: gone.id, number: 1, address_id: addressId })).msg).toBe('兑换商品库存不足');
    const dear = before.list.find((i) => i.stock > 0 && i.cash === '0.00')!;
    // A buyer with fewer points than the item costs (every item costs at least 100).
    await t.deps.database.db.execute(sql`UPDATE users SET points = 50 WHERE username = 'kangjian'`);
    expect((await exchange({ id: dear.id, number: 1, address_id: addressId })).msg).toBe(
      `积分不足，需${dear.points}积分`,
    );
    await t.deps.database.db.execute(
      sql`UPDATE users SET points = ${before.my_points ?? 0} WHERE username = 'kangjian'`,
    );
    expect((await exchange({ id: dear.id, number: 1, address_id: addressId }, clinic)).msg).toContain(
      '资质尚未审核通过',
    );
    expect((await exchange({ id: dear.id, number: 1, address_id: 999_999 })).msg).toBe('请选择收货地址');
    expect((await exchange({ id: dear.id, number: 0, address_id: addressId })).code).toBe(422);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/points/exchange',
      payload: { id: dear.id, number: 1, address_id: addressId },
    });
    expect(anon.statusCode).toBe(401);
    const after = await mall();
    expect(after.my_points).toBe(before.my_points);
    expect(after.list.map((i) => i.stock)).toEqual(before.list.map((i) => i.stock));
  });

  it('a points order ships and is confirmed like any order; other buyers cannot touch it', async () => {
    const orders = body<PointsOrderList>(
      await t.app.inject({ url: '/api/points/orders', headers: { cookie: pharmacy } }),
    ).data;
    const paid = orders.list.find((o) => o.status === 'paid')!;
    const confirm = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/points/orders/${paid.id}/confirm`, headers: { cookie } });
    expect(body(await confirm(pharmacy)).msg).toBe('订单待发货，不能确认收货');
    expect(await shipPointsOrder(t.deps.database.db, paid.id, '顺丰速运', 'SF1234567890')).toBe(true);
    expect(body(await confirm(clinic)).msg).toBe('订单不存在');
    expect(body(await confirm(pharmacy)).msg).toBe('已确认收货');
    const done = body<PointsOrderList>(
      await t.app.inject({ url: '/api/points/orders', headers: { cookie: pharmacy } }),
    ).data.list.find((o) => o.id === paid.id);
    expect(done?.status_text).toBe('已完成');
    expect(done?.logistics).toBe('顺丰速运 SF1234567890');
  });
});
