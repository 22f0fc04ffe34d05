import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../../test/test-app';
import { orderClient } from '../../checkout/order.fixtures';

interface Card {
  id: number;
  number: number;
  sales: number;
  can_buy: boolean;
  lots?: { batch_no: string; stock: number }[];
}

/**
 * Orders change stock all day; the cached pages must survive them (the catalogue version stays)
 * while every answer shows the stock of now. A goods selling out is a catalogue change: the 有货
 * filter must drop it at once.
 */
describe(describeName('goods read caches: stock outside the catalogue version'), () => {
  let t: TestApp;
  let goodsId = 0;
  let stock = 0;
  const detail = async (cookie: string) =>
    body<Card>(await t.app.inject({ url: `/api/goods/detail/${goodsId}`, headers: { cookie } })).data;
  const listed = async (cookie: string, filter = '') =>
    body<{ list: Card[] }>(
      await t.app.inject({ url: `/api/goods/list?size=100&sort=newest${filter}`, headers: { cookie } }),
    ).data.list.find((g) => g.id === goodsId);

  beforeAll(async () => {
    t = await createTestApp();
    // The newest goods with one sellable lot holding all its stock, so the lot shows what the goods does.
    const [g] = await queryRows<{ id: number; stock: number }>(
      t.deps.database.db,
      sql`SELECT g.id, g.stock FROM goods g WHERE g.is_buy AND g.stock > 20 AND g.min_qty <= 3 AND g.mid_pack = 1
            AND NOT g.is_controlled AND NOT g.is_ephedrine
            AND (SELECT count(*) FROM goods_lots l WHERE l.goods_id = g.id) = 1
            AND (SELECT sum(l.stock) FROM goods_lots l WHERE l.goods_id = g.id AND NOT l.frozen
                   AND l.expires_on > current_date + 30) = g.stock
          ORDER BY g.created_at DESC, g.id DESC LIMIT 1`,
    );
    goodsId = g!.id;
    stock = g!.stock;
  });
  afterAll(() => t.close());

  it('an order shows its stock on the cached list and detail without dropping the cached pages', async () => {
    const cookie = await signIn(t.app);
    for (let i = 0; i < 2; i++)
      await Promise.all([detail(cookie), listed(cookie), listed(cookie, '&in_stock=1')]);
    const before = await listed(cookie);
    const version = t.app.catalogue.version();
    const orders = orderClient(t.app);
    const placed = await orders.checkout(cookie, await orders.addToCart(cookie, goodsId, 3), {
      coupon_id: 0,
    });
    expect(placed.code).toBe(10000);
    await t.app.catalogue.sync();
    expect(t.app.catalogue.version()).toBe(version);
    expect(await listed(cookie)).toMatchObject({ number: stock - 3, sales: before!.sales + 3 });
    expect((await listed(cookie, '&in_stock=1'))?.number).toBe(stock - 3);
    const page = await detail(cookie);
    expect(page.number).toBe(stock - 3);
    expect(page.lots?.[0]?.stock).toBe(stock - 3);
    // A write this app did not make (another instance's order): its NOTIFY alone must tell the list.
    await t.deps.database.db.execute(sql`UPDATE goods SET stock = stock - 1 WHERE id = ${goodsId}`);
    await t.app.catalogue.sync();
    expect((await listed(cookie))?.number).toBe(stock - 4);
    expect(t.app.catalogue.version()).toBe(version);
  });

  it('a goods selling out leaves the 有货 list at once and cannot be bought', async () => {
    const cookie = await signIn(t.app);
    await listed(cookie, '&in_stock=1');
    // Within the goods' own category: a filter matching more than SEARCH_RANKED_GOODS is counted
    // by an estimate (bounded-summary.repo.ts), where one goods would not show.
    const [{ category } = { category: 0 }] = await queryRows<{ category: number }>(
      t.deps.database.db,
      sql`SELECT category_id AS category FROM goods WHERE id = ${goodsId}`,
    );
    const total = async (filter: string) => {
      const url = `/api/goods/list?facets=1&select=${category}${filter}`;
      const page = body<{ total: number; total_estimated: boolean }>(
        await t.app.inject({ url, headers: { cookie } }),
      ).data;
      expect(page.total_estimated, url).toBe(false);
      return page.total;
    };
    const [all, inStock] = [await total(''), await total('&in_stock=1')];
    const catalogue = t.app.catalogue.version('catalogue');
    await t.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE goods_lots SET stock = 0 WHERE goods_id = ${goodsId}`);
      await tx.execute(sql`UPDATE goods SET stock = 0 WHERE id = ${goodsId}`);
    });
    await t.app.catalogue.sync();
    expect(await listed(cookie, '&in_stock=1')).toBeUndefined();
    expect(await listed(cookie)).toMatchObject({ number: 0, can_buy: false });
    expect((await detail(cookie)).lots).toEqual([]);
    // Counts are by goods: the unfiltered ones are still cached and still right, the 有货 one moved.
    expect(t.app.catalogue.version('catalogue')).toBe(catalogue);
    expect(await total('')).toBe(all);
    expect(await total('&in_stock=1')).toBe(inStock - 1);
  });

  it("a balance paid from keeps every buyer's cached eligibility; a new account manager does not", async () => {
    const db = t.deps.database.db;
    const [u] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users ORDER BY id LIMIT 1`);
    const buyers = t.app.catalogue.version('buyers');
    await db.execute(sql`UPDATE users SET balance_fen = balance_fen + 1 WHERE id = ${u!.id}`);
    await db.execute(sql`UPDATE users SET balance_fen = balance_fen - 1 WHERE id = ${u!.id}`);
    await t.app.catalogue.sync();
    expect(t.app.catalogue.version('buyers')).toBe(buyers);
    await db.execute(sql`UPDATE users SET account_manager_id = account_manager_id WHERE id = ${u!.id}`);
    await t.app.catalogue.sync();
    expect(t.app.catalogue.version('buyers')).not.toBe(buyers);
  });
});
