import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderListResponse } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { VALID_ID_NO, goodsStock, lotStocks, orderClient, shapeLots } from '../checkout/order.fixtures';
import { shipOrder } from './order.service';
import { sweepUnpaidOrders } from './sweep';

describe(describeName('orders: centre, cancel, sweep, ephedrine split, ownership'), () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let pharmacy: string;
  let chain: string;
  let goods: PickedGoods[];
  beforeAll(async () => {
    t = await createTestApp();
    c = orderClient(t.app);
    pharmacy = await signIn(t.app, 'pharmacy');
    chain = await signIn(t.app, 'chain');
    goods = await pickGoods(t.deps.database.db, 6, sql`g.min_qty = 1 AND g.mid_pack = 1`, 40);
  });
  afterAll(() => t.close());
  const db = () => t.deps.database.db;
  const detail = async (id: number, cookie = pharmacy) =>
    body<OrderDetail>(await c.inject('GET', `/api/order/${id}`, cookie));
  const couponStatus = async (id: number) =>
    (await queryRows<{ status: string }>(db(), sql`SELECT status FROM user_coupons WHERE id = ${id}`))[0]
      ?.status;

  it('the sweep cancels due unpaid orders and gives back the very lots and the coupon', async () => {
    const g = goods[0]!;
    const lots = await shapeLots(db(), g.id, [2, 40]);
    const ids = await c.addToCart(pharmacy, g.id, 5);
    const placed = await c.checkout(pharmacy, ids);
    const order = placed.data.orders[0]!;
    const d = await detail(order.id);
    expect(d.data.coupon).not.toBeNull();
    expect(await couponStatus(d.data.coupon!.id)).toBe('used');
    expect(await lotStocks(db(), lots)).toEqual([0, 37]);
    await sweepUnpaidOrders(db(), new Date());
    expect((await detail(order.id)).data.status).toBe('unpaid');
    expect(await sweepUnpaidOrders(db(), new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await lotStocks(db(), lots)).toEqual([2, 40]);
    expect(await goodsStock(db(), g.id)).toBe(42);
    expect(await couponStatus(d.data.coupon!.id)).toBe('unused');
    const after = await detail(order.id);
    expect(after.data.status).toBe('cancelled');
    expect(after.data.timeline.at(-1)?.note).toContain('超时未支付');
  });

  it('another buyer’s order id is 404 everywhere and changes nothing', async () => {
    const ids = await c.addToCart(pharmacy, goods[1]!.id, 2);
    const order = (await c.checkout(pharmacy, ids)).data.orders[0]!;
    for (const [method, url] of [
      ['GET', `/api/order/${order.id}`],
      ['GET', `/api/order/${order.id}/pay-info`],
      ['GET', `/api/order/${order.id}/logistics`],
      ['POST', `/api/order/${order.id}/cancel`],
      ['POST', `/api/order/${order.id}/confirm`],
      ['POST', `/api/order/${order.id}/rebuy`],
    ] as const) {
      const res = await c.inject(method, url, chain);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await c.pay(chain, order.id, 'balance')).statusCode).toBe(404);
    expect((await detail(order.id)).data.status).toBe('unpaid');
    // The buyer may cancel their own unpaid order, once.
    expect(body(await c.inject('POST', `/api/order/${order.id}/cancel`, pharmacy)).code).toBe(10000);
    expect(body(await c.inject('POST', `/api/order/${order.id}/cancel`, pharmacy)).code).toBe(10002);
  });

  it('orders centre: tabs with counts, keyword by order number and goods name, ship → confirm → rebuy', async () => {
    const g = goods[2]!;
    const ids = await c.addToCart(pharmacy, g.id, 2);
    const order = (await c.checkout(pharmacy, ids)).data.orders[0]!;
    expect(body(await c.pay(pharmacy, order.id, 'balance')).code).toBe(10000);
    const list = body<OrderListResponse>(await c.inject('GET', '/api/order?status=unshipped', pharmacy)).data;
    expect(list.counts.unshipped).toBeGreaterThanOrEqual(1);
    expect(list.list.every((o) => o.status === 'paid')).toBe(true);
    const byNo = body<OrderListResponse>(
      await c.inject('GET', `/api/order?keyword=${order.order_no}`, pharmacy),
    ).data;
    expect(byNo.list.map((o) => o.id)).toEqual([order.id]);
    const byName = body<OrderListResponse>(
      await c.inject('GET', `/api/order?keyword=${encodeURIComponent(g.name)}`, pharmacy),
    ).data;
    expect(byName.list.some((o) => o.id === order.id)).toBe(true);
    expect(await shipOrder(db(), order.id, '顺丰速运', 'SF1234567890')).toBe(true);
    const wl = body<{ company: string; traces: unknown[] }>(
      await c.inject('GET', `/api/order/${order.id}/logistics`, pharmacy),
    );
    expect(wl.data.company).toBe('顺丰速运');
    expect(body(await c.inject('POST', `/api/order/${order.id}/confirm`, pharmacy)).code).toBe(10000);
    expect((await detail(order.id)).data.status).toBe('done');
    const rebuy = body<{ added: number }>(await c.inject('POST', `/api/order/${order.id}/rebuy`, pharmacy));
    expect(rebuy.data.added).toBe(1);
  });

  it('an expired coupon is refused', async () => {
    const ids = await c.addToCart(pharmacy, goods[3]!.id, 2);
    const [expired] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT uc.id FROM user_coupons uc JOIN users u ON u.id = uc.user_id
           WHERE u.username = 'kangjian' AND uc.status = 'unused' AND uc.ends_at < now() LIMIT 1`,
    );
    const confirm = await c.confirm(pharmacy, ids);
    const res = await c.place(pharmacy, {
      ids: ids.join(','),
      address_id: confirm.data.default_address_id,
      expected_payable: confirm.data.amounts.payable,
      coupon_id: expired!.id,
    });
    expect(res.code).toBe(10002);
    expect(res.msg).toContain('优惠券不可用');
  });

  it('ephedrine goods form their own order, recording a valid purchaser ID', async () => {
    const [eph] = await queryRows<{ id: number; min_qty: number; mid_pack: number }>(
      db(),
      sql`SELECT id, min_qty, mid_pack FROM goods WHERE is_ephedrine AND is_buy AND stock >= 50 ORDER BY id LIMIT 1`,
    );
    const qty = Math.ceil(eph!.min_qty / eph!.mid_pack) * eph!.mid_pack;
    const ids = [
      ...(await c.addToCart(pharmacy, eph!.id, qty)),
      ...(await c.addToCart(pharmacy, goods[4]!.id, 2)),
    ];
    const confirm = await c.confirm(pharmacy, ids);
    expect(confirm.data.groups.map((g) => g.kind)).toEqual(['normal', 'ephedrine']);
    expect(confirm.data.needs_purchaser).toBe(true);
    const base = {
      ids: ids.join(','),
      address_id: confirm.data.default_address_id,
      expected_payable: confirm.data.amounts.payable,
      coupon_id: confirm.data.best_coupon_id ?? 0,
    };
    expect((await c.place(pharmacy, base)).code).toBe(422);
    const bad = await c.place(pharmacy, {
      ...base,
      purchaser_name: '张三',
      purchaser_id_no: '110105194912310021',
    });
    expect(bad.code).toBe(422);
    expect(bad.msg).toBe('身份证号码不正确');
    const ok = await c.place(pharmacy, { ...base, purchaser_name: '张三', purchaser_id_no: VALID_ID_NO });
    expect(ok.data.orders.map((o) => [o.kind, o.pay_page])).toEqual([
      ['normal', 'step3'],
      ['ephedrine', 'hm'],
    ]);
    const hm = await detail(ok.data.orders[1]!.id);
    expect(hm.data.purchaser).toEqual({ name: '张三', id_no: '110105********002X' });
  });
});
