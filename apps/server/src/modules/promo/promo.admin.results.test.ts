import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin-client';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';

interface Row {
  id: number;
  claims: number;
  orders: number;
  given: string;
}

describe(describeName('admin: what each promotion achieved, and deleting one'), () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());
  const rowOf = async (kind: string, id: number) =>
    body<Row[]>(await admin.get(`/api/admin/promotions/${kind}`)).data.find((r) => r.id === id);

  it('a 满减 used by an order shows the order and the money given, and can then only be taken offline', async () => {
    const [g] = await pickGoods(
      t.deps.database.db,
      1,
      sql`g.min_qty = 1 AND g.mid_pack = 1 AND g.base_price_fen BETWEEN 1000 AND 5000`,
    );
    const created = await admin.post('/api/admin/promotions/manjian', {
      name: '结果统计满减',
      goods_ids: [g!.id],
      tiers: [{ amount: '100', reduce: '12' }],
    });
    const id = body<{ id: number }>(created).data.id;
    expect(await rowOf('manjian', id)).toMatchObject({ orders: 0, given: '0.00' });

    const buyer = await signIn(t.app, 'pharmacy');
    const orders = orderClient(t.app);
    const lines = await orders.addToCart(buyer, g!.id, Math.ceil(10_000 / g!.base));
    const placed = await orders.checkout(buyer, lines);
    expect(placed.code, placed.msg).toBe(10000);
    expect(await rowOf('manjian', id)).toMatchObject({ orders: 1, given: '12.00' });

    const del = await admin.del(`/api/admin/promotions/manjian/${id}`);
    expect(body(del).msg).toBe('该活动已有订单 1 笔，不能删除，请改为下线');
    expect(await rowOf('manjian', id)).toBeDefined();
  });

  it('an unused activity is deleted; a coupon a campaign hands out is not', async () => {
    const flash = await admin.post('/api/admin/promotions/manjian', {
      name: '建错了的满减',
      all_goods: true,
      tiers: [{ amount: '1000', reduce: '1' }],
    });
    const id = body<{ id: number }>(flash).data.id;
    const del = await admin.del(`/api/admin/promotions/manjian/${id}`);
    expect(body(del).msg).toBe('满减已删除');
    expect(await rowOf('manjian', id)).toBeUndefined();

    const coupon = body<{ id: number }>(
      await admin.post('/api/admin/promotions/coupon', {
        name: '删除测试券',
        kind: 'coupon',
        rule_type: 'full_reduction',
        threshold: '50',
        amount: '5',
      }),
    ).data.id;
    await admin.post('/api/admin/promotions/campaign', {
      coupon_id: coupon,
      title: '删除测试领券',
      total: 10,
    });
    expect(body(await admin.del(`/api/admin/promotions/coupon/${coupon}`)).msg).toBe(
      '该优惠券被 1 个领券活动使用，不能删除',
    );
    expect(await rowOf('coupon', coupon)).toBeDefined();
  });

  it('a maker or brand still carried by goods is not deleted; an unused one is', async () => {
    const makers = body<{ list: { id: number; name: string; goods_count: number }[] }>(
      await admin.get('/api/admin/manufacturers?page_size=5'),
    ).data.list;
    const used = makers.find((m) => m.goods_count > 0)!;
    const refused = await admin.del(`/api/admin/manufacturers/${used.id}`);
    expect(body(refused).msg).toBe(`该厂家下还有 ${used.goods_count} 个商品，不能删除`);

    const made = await admin.post('/api/admin/manufacturers', {
      name: '临时测试制药有限公司',
      short_name: '临时测试',
      province: '浙江',
    });
    const makerId = body<{ id: number }>(made).data.id;
    const brand = body<{ id: number }>(
      await admin.post('/api/admin/brands', { name: '临时品牌', manufacturer_id: makerId }),
    ).data.id;
    expect(body(await admin.del(`/api/admin/manufacturers/${makerId}`)).msg).toBe(
      '该厂家下还有 1 个品牌，请先删除或改挂品牌',
    );
    expect(body(await admin.del(`/api/admin/brands/${brand}`)).msg).toBe('品牌已删除');
    expect(body(await admin.del(`/api/admin/manufacturers/${makerId}`)).msg).toBe('厂家已删除');
    const after = body<{ total: number }>(
      await admin.get(`/api/admin/manufacturers?keyword=${encodeURIComponent('临时测试')}`),
    ).data;
    expect(after.total).toBe(0);
  });
});
