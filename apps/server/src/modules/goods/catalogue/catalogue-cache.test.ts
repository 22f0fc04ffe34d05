import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query';
import { adminClient, type AdminClient } from '../../../../test/admin-client';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../../../test/test-db';
import { orderClient } from '../../checkout/order.fixtures';

interface Card {
  id: number;
  name: string;
  number: number;
  base_price: string | null;
  ladder_price: { number: number; price: string }[] | null;
  can_buy: boolean;
}

/**
 * Two app instances on one database, as a cluster runs them. Every read below is made twice first,
 * so the second answer comes from the instance's catalogue cache; each change must then show on
 * the instance that made it at once and on the other one once its NOTIFY has arrived (sync()).
 */
describe(describeName('goods read caches: exact invalidation across instances'), () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let admin: AdminClient;
  let goodsId = 0;
  const keyword = encodeURIComponent('缓存灵');
  const detail = async (t: TestApp, cookie?: string) =>
    body<Card>(await t.app.inject({ url: `/api/goods/detail/${goodsId}`, headers: cookie ? { cookie } : {} }))
      .data;
  const list = async (t: TestApp, cookie?: string) =>
    body<{ list: Card[] }>(
      await t.app.inject({ url: `/api/goods/list?keyword=${keyword}`, headers: cookie ? { cookie } : {} }),
    ).data.list.find((g) => g.id === goodsId);
  const suggest = async (t: TestApp) =>
    body<string[]>(await t.app.inject({ url: `/api/goods/search?keywords=${keyword}` })).data;
  /** Reads everything twice on both instances, so what follows is answered from their caches. */
  const prime = async (cookie: string) => {
    for (const t of [a, b, a, b]) await Promise.all([detail(t, cookie), list(t, cookie), suggest(t)]);
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    a = await createTestApp({}, db);
    b = await createTestApp({}, db);
    admin = await adminClient(a);
    const [refs] = await queryRows<{ manufacturer_id: number; category_id: number }>(
      db.database.db,
      sql`SELECT (SELECT id FROM manufacturers ORDER BY id LIMIT 1) AS manufacturer_id,
            (SELECT c.id FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories x WHERE x.parent_id = c.id)
              ORDER BY c.id LIMIT 1) AS category_id`,
    );
    const created = await admin.post('/api/admin/goods', goodsInput(refs!, '康源'));
    goodsId = body<{ id: number }>(created).data.id;
    const lot = await admin.post('/api/admin/lots', {
      goods_id: goodsId,
      batch_no: 'HC20260101',
      produced_on: '2026-01-01',
      expires_on: '2028-12-31',
      quantity: 100,
      report_url: '/uploads/reports/HC20260101.pdf',
    });
    expect(body(lot).code).toBe(10000);
    refsOf = refs!;
  });
  let refsOf: { manufacturer_id: number; category_id: number };
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  it('an operator renaming a goods: list, detail and suggestions show the new name on both instances', async () => {
    const cookie = await signIn(a.app);
    await prime(cookie);
    expect((await detail(b, cookie)).name).toBe('康源 缓存灵胶囊');
    const res = await admin.put(`/api/admin/goods/${goodsId}`, goodsInput(refsOf, '仁和'));
    expect(body(res).code).toBe(10000);
    await b.app.catalogue.sync();
    for (const t of [a, b]) {
      expect((await detail(t, cookie)).name).toBe('仁和 缓存灵胶囊');
      expect((await list(t, cookie))?.name).toBe('仁和 缓存灵胶囊');
      expect(await suggest(t)).toContain('仁和 缓存灵胶囊');
      expect(await suggest(t)).not.toContain('康源 缓存灵胶囊');
    }
  });

  it('taking a goods off sale and back (下架/上架) changes whether it can be bought', async () => {
    const cookie = await signIn(a.app);
    await prime(cookie);
    await admin.post('/api/admin/goods/bulk', { ids: [goodsId], action: 'delist' });
    await b.app.catalogue.sync();
    for (const t of [a, b]) expect((await detail(t, cookie)).can_buy).toBe(false);
    await admin.post('/api/admin/goods/bulk', { ids: [goodsId], action: 'list' });
    await b.app.catalogue.sync();
    for (const t of [a, b]) expect((await list(t, cookie))?.can_buy).toBe(true);
  });

  it('a new ladder price and supply price show on the cached list and detail', async () => {
    const cookie = await signIn(a.app);
    await prime(cookie);
    await admin.put(`/api/admin/goods/${goodsId}/prices`, {
      base_price: '20.00',
      retail_price: '28.00',
      ladder_price_type: 2,
      ladders: [{ number: 10, price: '17.80' }],
      customer_prices: [{ company_kind: 'pharmacy', price: '19.00' }],
      is_controlled: false,
    });
    await b.app.catalogue.sync();
    for (const t of [a, b]) {
      // The pharmacy's own 客户类型价 is its price; the catalogue price stays beside it.
      expect(await detail(t, cookie)).toMatchObject({
        base_price: '19.00',
        original_price: '20.00',
        ladder_price: [{ number: 10, price: '17.80' }],
      });
      expect((await list(t, cookie))?.ladder_price).toEqual([{ number: 10, price: '17.80' }]);
    }
  });

  it("a price change reorders a category's cached price-sorted browse on both instances", async () => {
    const cookie = await signIn(a.app);
    const browse = async (t: TestApp, sort: string) =>
      body<{ list: Card[]; total: number }>(
        await t.app.inject({
          url: `/api/goods/list?select=${refsOf.category_id}&sort=${sort}&size=100&facets=0`,
          headers: { cookie },
        }),
      ).data;
    for (const t of [a, b, a, b]) await Promise.all([browse(t, 'price_asc'), browse(t, 'price_desc')]);
    const before = await browse(a, 'price_asc');
    expect(before.list.length).toBeGreaterThan(1);
    expect(before.total).toBeLessThanOrEqual(100);
    const cheapest = Number(before.list[0]!.base_price);
    await admin.put(`/api/admin/goods/${goodsId}/prices`, {
      base_price: (cheapest / 2).toFixed(2),
      retail_price: '28.00',
      ladder_price_type: 1,
      ladders: [],
      customer_prices: [],
      is_controlled: false,
    });
    await b.app.catalogue.sync();
    for (const t of [a, b]) {
      const asc = await browse(t, 'price_asc');
      expect(asc.list[0]?.id).toBe(goodsId);
      expect(asc.total).toBe(before.total);
      expect((await browse(t, 'price_desc')).list.at(-1)?.id).toBe(goodsId);
    }
  });

  it('stock taken by an order, by an operator and by a write from another connection', async () => {
    const cookie = await signIn(a.app);
    await prime(cookie);
    const orders = orderClient(b.app);
    const placed = await orders.checkout(cookie, await orders.addToCart(cookie, goodsId, 10), {
      coupon_id: 0,
    });
    expect(placed.code).toBe(10000);
    await a.app.catalogue.sync();
    for (const t of [a, b]) expect((await detail(t, cookie)).number).toBe(90);

    const [lot] = await queryRows<{ id: number }>(
      db.database.db,
      sql`SELECT id FROM goods_lots WHERE goods_id = ${goodsId}`,
    );
    await admin.post(`/api/admin/lots/${lot!.id}/adjust`, { delta: -20, reason: '盘点破损' });
    await b.app.catalogue.sync();
    for (const t of [a, b]) expect((await list(t, cookie))?.number).toBe(70);

    // Neither app made this write: only the database's NOTIFY can tell them.
    await prime(cookie);
    await db.database.db.execute(sql`UPDATE goods SET stock = 0 WHERE id = ${goodsId}`);
    await Promise.all([a.app.catalogue.sync(), b.app.catalogue.sync()]);
    for (const t of [a, b]) expect((await detail(t, cookie)).number).toBe(0);
    await db.database.db.execute(sql`UPDATE goods SET stock = 70 WHERE id = ${goodsId}`);
  });
});

function goodsInput(refs: { manufacturer_id: number; category_id: number }, tradeName: string) {
  return {
    generic_name: '缓存灵胶囊',
    trade_name: tradeName,
    ypgg: '0.25g*24粒',
    dosage_form: '胶囊剂',
    bzdw: '盒',
    mid_pack: 1,
    big_pack: 200,
    min_qty: 1,
    ...refs,
    approval_no: '国药准字Z20053321',
    barcode: '6901028075862',
    scope: 'tcm_patent',
    storage: '密封，置阴凉干燥处',
    instructions: '<p>口服。</p>',
    images: ['/static/goods/1.jpg'],
    base_price: '18.50',
    retail_price: '26.00',
  };
}
