import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { adminClient, type AdminClient } from '../../../test/admin-client';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { cartClient, pickGoods, type PickedGoods } from '../cart/cart.fixtures';

const yuan = (fen: number) => (fen / 100).toFixed(2);

describe(describeName('admin: every promotion kind is created, then priced by the engine'), () => {
  let t: TestApp;
  let admin: AdminClient;
  let buyer: string;
  let cart: ReturnType<typeof cartClient>;
  let g: PickedGoods[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminClient(t);
    buyer = await signIn(t.app, 'pharmacy');
    cart = cartClient(t.app);
    g = await pickGoods(
      t.deps.database.db,
      7,
      sql`g.min_qty = 1 AND g.mid_pack = 1 AND g.base_price_fen BETWEEN 1000 AND 5000`,
    );
  });
  afterAll(() => t.close());
  const create = async (kind: string, payload: Record<string, unknown>) => {
    const res = await admin.post(`/api/admin/promotions/${kind}`, payload);
    expect(body(res).code, body(res).msg).toBe(10000);
    return body<{ id: number }>(res).data.id;
  };
  const line = async (goodsId: number, type = 0) =>
    (await cart.lines(buyer)).find((l) => l.goods.id === goodsId && l.type === type);
  const confirm = async (goodsId: number, couponId = 0) => {
    const l = await line(goodsId);
    const res = await t.app.inject({
      url: `/api/order/confirm?ids=${l!.id}&coupon_id=${couponId}`,
      headers: { cookie: buyer },
    });
    return body<{ amounts: { manjian_amount: string; coupon_amount: string } }>(res).data.amounts;
  };

  it('满减: a tier the buyer reaches is taken off the order', async () => {
    const a = g[0]!;
    await create('manjian', {
      name: '满100减10',
      goods_ids: [a.id],
      tiers: [{ amount: '100', reduce: '10' }],
    });
    await cart.add(buyer, a.id, Math.ceil(10_000 / a.base));
    expect((await confirm(a.id)).manjian_amount).toBe('10.00');
    const rows = body<{ summary: string; state: string }[]>(
      await admin.get('/api/admin/promotions/manjian'),
    ).data;
    expect(rows[0]).toMatchObject({ summary: '满100.00减10.00', state: 'live' });
  });

  it('每日特价: 9折 off the base price', async () => {
    const b = g[1]!;
    await create('special', {
      kind: 'daily_special',
      name: '今日特价',
      goods_ids: [b.id],
      mode: 'rate',
      rate_permille: 900,
    });
    await cart.add(buyer, b.id, 1);
    expect((await line(b.id))?.price).toBe(yuan(Math.floor((b.base * 900) / 1000)));
  });

  it('秒杀: the flash line pays the flash price', async () => {
    const c = g[2]!;
    const id = await create('flash', { goods_id: c.id, price: yuan(c.base - 100), limit_per_buyer: 5 });
    await cart.add(buyer, c.id, 1, { type: 1, goods_price_id: id });
    expect((await line(c.id, 1))?.price).toBe(yuan(c.base - 100));
  });

  it('组合购: the package line pays the package prices', async () => {
    const [d, e] = [g[3]!, g[4]!];
    const id = await create('combination', {
      name: '感冒组合',
      items: [
        { goods_id: d.id, number: 1, price: yuan(d.base - 50) },
        { goods_id: e.id, number: 2, price: yuan(e.base - 50) },
      ],
    });
    await cart.add(buyer, d.id, 1, { type: 3, goods_price_id: id });
    expect((await line(d.id, 3))?.price).toBe(yuan(d.base - 50 + 2 * (e.base - 50)));
  });

  it('满赠: every 2 units earn 1 free', async () => {
    const f = g[5]!;
    await create('gift', { goods_id: f.id, every: 2, give: 1 });
    await cart.add(buyer, f.id, 4);
    expect((await line(f.id))?.gift_data).toEqual({ total: 2, type: 1 });
  });

  it('优惠券: a coupon in the wallet saves its amount at checkout, and the list counts the claim', async () => {
    const h = g[6]!;
    const id = await create('coupon', {
      name: '满50减5元券',
      kind: 'coupon',
      rule_type: 'full_reduction',
      threshold: '50',
      amount: '5',
    });
    const [u] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`INSERT INTO user_coupons (user_id, coupon_id, ends_at)
          SELECT id, ${id}, now() + interval '30 days' FROM users WHERE username = 'kangjian' RETURNING id`,
    );
    await cart.add(buyer, h.id, Math.ceil(6_000 / h.base));
    expect((await confirm(h.id, u!.id)).coupon_amount).toBe('5.00');
    const rows = body<{ id: number; claims: number; summary: string }[]>(
      await admin.get('/api/admin/promotions/coupon'),
    ).data;
    expect(rows.find((r) => r.id === id)).toMatchObject({ claims: 1, summary: '满50.00减5.00' });
  });

  it('领券中心: a campaign of a coupon is claimable once per buyer, and its list counts the claim', async () => {
    const couponId = await create('coupon', {
      name: '满200减20元券',
      kind: 'coupon',
      rule_type: 'full_reduction',
      threshold: '200',
      amount: '20',
    });
    const id = await create('campaign', {
      coupon_id: couponId,
      title: '周末领券',
      total: 100,
      per_buyer: 1,
      valid_days: 7,
    });
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/coupon/center/${id}/claim`,
      headers: { cookie: buyer },
    });
    expect(body(claim).code).toBe(10000);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/coupon/center/${id}/claim`,
      headers: { cookie: buyer },
    });
    expect(body(again).code).not.toBe(10000);
    const rows = body<{ id: number; claims: number }[]>(
      await admin.get('/api/admin/promotions/campaign'),
    ).data;
    expect(rows.find((r) => r.id === id)?.claims).toBe(1);
  });

  it('专区模板: a zone page with sections shows on its template route', async () => {
    const id = await create('zone', {
      template: 'zqmb',
      title: '冬季呼吸道专区',
      sections: [{ title: '止咳化痰', goods_ids: [g[0]!.id, g[1]!.id] }],
    });
    const page = body<{ title: string }>(await t.app.inject({ url: `/api/zone/zqmb/${id}` }));
    expect(page.data.title).toBe('冬季呼吸道专区');
  });

  it('refuses bad input with the first Chinese message and writes nothing', async () => {
    const res = await admin.post('/api/admin/promotions/manjian', {
      name: '倒挂',
      goods_ids: [g[0]!.id],
      tiers: [{ amount: '10', reduce: '20' }],
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).msg).toBe('每档减额须大于0且小于满额');
    const missing = await admin.post('/api/admin/promotions/flash', { goods_id: 99_999_999, price: '1.00' });
    expect(body(missing).msg).toBe('商品编号 99999999 不存在');
    const off = await admin.post(
      `/api/admin/promotions/manjian/${(await queryRows<{ id: number }>(t.deps.database.db, sql`SELECT max(id)::int AS id FROM manjian_activities`))[0]!.id}/switch`,
      { is_active: false },
    );
    expect(body(off).msg).toBe('已下线');
  });
});
