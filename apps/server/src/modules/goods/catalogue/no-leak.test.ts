import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts';
import { queryRows } from '../../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../../../test/test-db';

interface Card {
  id: number;
  base_price: string | null;
  ladder_price: unknown[] | null;
  price_hidden_reason: string | null;
  can_buy: boolean;
  buy_block_reason: string | null;
  is_favorite?: boolean;
}

/**
 * The catalogue caches share one page between buyers; what differs per buyer (whether prices show,
 * whether they may buy, their favourites) must still be their own whoever filled the cache first.
 */
describe(describeName('goods read caches: no buyer sees another buyer’s view'), () => {
  let db: TestDatabase;
  let t: TestApp;
  /** A second instance on the same database, for changes made through the first. */
  let other: TestApp;
  let pharmacy = '';
  let clinic = '';
  const page = async (cookie?: string) =>
    body<{ list: Card[] }>(
      await t.app.inject({ url: '/api/goods/list?page=1&size=20', headers: cookie ? { cookie } : {} }),
    ).data.list;
  const detail = async (id: number, cookie?: string, app: TestApp = t) =>
    body<Card>(await app.app.inject({ url: `/api/goods/detail/${id}`, headers: cookie ? { cookie } : {} }))
      .data;

  beforeAll(async () => {
    db = await openTestDatabase();
    t = await createTestApp({}, db);
    other = await createTestApp({}, db);
    pharmacy = await signIn(t.app, 'pharmacy');
    clinic = await signIn(t.app, 'clinic');
  });
  afterAll(async () => {
    await t.close();
    await other.close();
    await db.drop();
  });

  it('a verified pharmacy, an unverified clinic and a visitor each see their own prices and buy button', async () => {
    // The visitor fills the cache first: the pharmacy must still see prices.
    const visitorPage = await page();
    const pharmacyPage = await page(pharmacy);
    const buyable = pharmacyPage.find((g) => g.can_buy && (g.ladder_price?.length ?? 0) > 0);
    expect(buyable).toBeDefined();
    const id = buyable!.id;
    expect(buyable!.base_price).not.toBeNull();
    expect(visitorPage.find((g) => g.id === id)).toMatchObject({
      base_price: null,
      ladder_price: null,
      price_hidden_reason: '登录后查看价格',
      can_buy: false,
    });

    // Now the pharmacy has filled the detail cache: the clinic may not buy, the visitor sees no price.
    expect(await detail(id, pharmacy)).toMatchObject({ can_buy: true, buy_block_reason: null });
    const clinicView = await detail(id, clinic);
    expect(clinicView.can_buy).toBe(false);
    expect(clinicView.buy_block_reason).toBeTruthy();
    expect(await detail(id)).toMatchObject({ base_price: null, ladder_price: null, can_buy: false });
    expect((await page(clinic)).find((g) => g.id === id)?.can_buy).toBe(false);
    expect((await page()).find((g) => g.id === id)?.base_price).toBeNull();
    expect((await page(pharmacy)).find((g) => g.id === id)).toMatchObject({
      base_price: buyable!.base_price,
      can_buy: true,
    });
    // Each kept detail answer is the viewer's own, in whatever order they come back to it.
    for (const [cookie, seen] of [
      [pharmacy, { base_price: buyable!.base_price, can_buy: true, buy_block_reason: null }],
      [undefined, { base_price: null, price_hidden_reason: '登录后查看价格', can_buy: false }],
      [
        clinic,
        // The clinic's own price: the demo pharmacy's 客户价 (seeded on best sellers) is not its.
        { base_price: clinicView.base_price, can_buy: false, buy_block_reason: clinicView.buy_block_reason },
      ],
      [pharmacy, { base_price: buyable!.base_price, can_buy: true, buy_block_reason: null }],
    ] as const) {
      expect(await detail(id, cookie)).toMatchObject(seen);
    }
  });

  it('客户价, 指定客户价 and region prices are the buyer’s own on every cached page, never a visitor’s', async () => {
    const [g] = await queryRows<{ id: number; base: number; name: string }>(
      db.database.db,
      sql`SELECT g.id, g.base_price_fen::int AS base, g.name FROM goods g
          WHERE g.is_buy AND g.stock > 0 AND g.scope = 'chemical' AND NOT g.is_controlled AND NOT g.is_ephedrine
            AND NOT EXISTS (SELECT 1 FROM flash_sales f WHERE f.goods_id = g.id)
            AND NOT EXISTS (SELECT 1 FROM special_prices sp WHERE g.id = ANY(sp.goods_ids))
          ORDER BY g.sales DESC LIMIT 1`,
    );
    const id = g!.id;
    const fen = (n: number) => (n / 100).toFixed(2);
    const prices = {
      named: Math.floor(g!.base * 0.8),
      pharmacy: Math.floor(g!.base * 0.9),
      clinicZj: Math.floor(g!.base * 0.85),
    };
    // Rules for the demo pharmacy's company (named), every 单体药店, and 浙江 诊所 (the clinic, 宁波).
    await db.database.db.execute(sql`DELETE FROM customer_prices WHERE goods_id = ${id}`);
    await db.database.db
      .execute(sql`INSERT INTO customer_prices (goods_id, company_id, company_kind, province, price_fen)
      SELECT ${id}::int, c.id, '', '', ${prices.named}::int FROM companies c WHERE c.name = ${DEMO_ACCOUNTS.pharmacy.company}
      UNION ALL SELECT ${id}::int, NULL, 'pharmacy', '', ${prices.pharmacy}::int
      UNION ALL SELECT ${id}::int, NULL, 'clinic', '330000', ${prices.clinicZj}::int`);
    await Promise.all([t.app.catalogue.sync(), other.app.catalogue.sync()]);
    const search = async (cookie?: string, app: TestApp = t) =>
      body<{ list: Card[] }>(
        await app.app.inject({
          url: `/api/goods/list?keyword=${encodeURIComponent(g!.name)}&size=100`,
          headers: cookie ? { cookie } : {},
        }),
      ).data.list.find((c) => c.id === id);
    const chain = await signIn(t.app, 'chain');
    // Whoever fills a cache first, each viewer gets their own price, in any order, on both instances.
    const views: [string | undefined, string | null][] = [
      [undefined, null],
      [pharmacy, fen(prices.named)],
      [clinic, fen(prices.clinicZj)],
      [chain, fen(g!.base)],
      [undefined, null],
      [clinic, fen(prices.clinicZj)],
      [pharmacy, fen(prices.named)],
    ];
    for (const app of [t, other])
      for (const [cookie, price] of views) {
        expect((await detail(id, cookie, app)).base_price).toBe(price);
        expect((await search(cookie, app))?.base_price).toBe(price);
      }
    // The named price removed (written by neither app): the pharmacy falls back to its kind's.
    await db.database.db.execute(
      sql`DELETE FROM customer_prices WHERE goods_id = ${id} AND company_id IS NOT NULL`,
    );
    await Promise.all([t.app.catalogue.sync(), other.app.catalogue.sync()]);
    for (const app of [t, other]) {
      expect((await detail(id, pharmacy, app)).base_price).toBe(fen(prices.pharmacy));
      expect((await search(clinic, app))?.base_price).toBe(fen(prices.clinicZj));
      expect((await search(undefined, app))?.base_price).toBeNull();
    }
  });

  it('a favourite is the buyer’s own on a cached detail page, on both instances', async () => {
    const [first] = await page(pharmacy);
    const id = first!.id;
    for (const app of [t, other, t, other]) {
      expect((await detail(id, pharmacy, app)).is_favorite).toBe(false);
      await detail(id, clinic, app);
    }
    const fav = await t.app.inject({
      method: 'POST',
      url: '/api/favorite',
      headers: { cookie: pharmacy },
      payload: { goods_ids: String(id) },
    });
    expect(body(fav).code).toBe(10000);
    await other.app.catalogue.sync();
    for (const app of [t, other]) {
      expect((await detail(id, pharmacy, app)).is_favorite).toBe(true);
      expect((await detail(id, clinic, app)).is_favorite).toBe(false);
      expect((await detail(id, undefined, app)).is_favorite).toBe(false);
    }
    // Cancelled on the other instance: the first one's cached favourites of the pharmacy must go.
    const cancel = await other.app.inject({
      method: 'POST',
      url: '/api/favorite/cancel',
      headers: { cookie: pharmacy },
      payload: { goods_ids: String(id) },
    });
    expect(body(cancel).code).toBe(10000);
    await t.app.catalogue.sync();
    for (const app of [t, other]) expect((await detail(id, pharmacy, app)).is_favorite).toBe(false);
    // Written by neither app: the favorites trigger's NOTIFY alone must tell both.
    await db.database.db.execute(
      sql`INSERT INTO favorites (user_id, goods_id)
            SELECT id, ${id} FROM users WHERE phone = ${DEMO_ACCOUNTS.clinic.phone}`,
    );
    await Promise.all([t.app.catalogue.sync(), other.app.catalogue.sync()]);
    for (const app of [t, other]) {
      expect((await detail(id, clinic, app)).is_favorite).toBe(true);
      expect((await detail(id, pharmacy, app)).is_favorite).toBe(false);
    }
  });

  it('a company approved (or its licence lapsing) shows on cached pages of every instance', async () => {
    const [first] = await page(pharmacy);
    const id = first!.id;
    for (const app of [t, other, t, other]) expect((await detail(id, clinic, app)).can_buy).toBe(false);
    // Written by neither app (an operator elsewhere): only the database's NOTIFY can tell them.
    const setPassed = (passed: boolean) =>
      db.database.db.execute(
        sql`UPDATE companies SET is_passed = ${passed} WHERE name = ${DEMO_ACCOUNTS.clinic.company}`,
      );
    await setPassed(true);
    await Promise.all([t.app.catalogue.sync(), other.app.catalogue.sync()]);
    for (const app of [t, other]) expect((await detail(id, clinic, app)).can_buy).toBe(true);
    await db.database.db.execute(
      sql`UPDATE licences SET expires_on = '2020-01-01' WHERE company_id =
            (SELECT id FROM companies WHERE name = ${DEMO_ACCOUNTS.clinic.company})`,
    );
    await Promise.all([t.app.catalogue.sync(), other.app.catalogue.sync()]);
    for (const app of [t, other]) expect((await detail(id, clinic, app)).can_buy).toBe(false);
  });
});
