import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureStatements, type Queryable } from '../../../../bench/lib/capture';
import { queryRows } from '../../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../../test/test-app';
import { favoriteSets } from '../../favorite/favorite.cache';

interface Detail {
  number: number;
  is_favorite: boolean;
  lots: { batch_no: string; stock: number }[];
}

const lotSum = (p: Detail) => p.lots.reduce((n, l) => n + l.stock, 0);

/**
 * A warm detail page runs no statement: its stock read and the buyer's favourites are reused until
 * a NOTIFY says they moved. Every change must still show on the next request.
 */
describe(describeName('goods detail: a warm page runs no statement'), () => {
  let t: TestApp;
  let cookie = '';
  let goodsId = 0;
  let lotId = 0;
  const client = () => (t.deps.database.db as unknown as { $client: Queryable }).$client;
  const detail = async () =>
    body<Detail>(await t.app.inject({ url: `/api/goods/detail/${goodsId}`, headers: { cookie } })).data;
  /** The page and how many statements answering it ran. */
  const counted = async () => {
    let page: Detail | null = null;
    const statements = await captureStatements(client(), async () => {
      page = await detail();
    });
    return { page: page as unknown as Detail, statements: statements.length };
  };

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signIn(t.app, 'pharmacy');
    const [g] = await queryRows<{ id: number; lot: number }>(
      t.deps.database.db,
      sql`SELECT g.id, min(l.id)::int AS lot FROM goods g JOIN goods_lots l ON l.goods_id = g.id
           WHERE l.stock > 5 AND NOT l.frozen GROUP BY g.id ORDER BY g.id LIMIT 1`,
    );
    goodsId = g!.id;
    lotId = g!.lot;
  });
  afterAll(() => t.close());

  it('runs no statement once warm, and reads again after an order-like stock change', async () => {
    await detail();
    const warm = await counted();
    expect(warm.statements).toBe(0);
    // An operator's lot adjustment elsewhere: goods and lot stock move without a catalogue change.
    const version = t.app.catalogue.version();
    await t.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE goods_lots SET stock = stock - 2 WHERE id = ${lotId}`);
      await tx.execute(sql`UPDATE goods SET stock = stock - 2, sales = sales + 2 WHERE id = ${goodsId}`);
    });
    await t.app.catalogue.sync();
    expect(t.app.catalogue.version()).toBe(version);
    const after = await counted();
    expect(after.statements).toBe(1);
    expect(after.page.number).toBe(warm.page.number - 2);
    expect(lotSum(after.page)).toBe(lotSum(warm.page) - 2);
    expect((await counted()).statements).toBe(0);
  });

  it("a lot's stock moving alone shows on the next request", async () => {
    const before = await detail();
    await t.deps.database.db.execute(sql`UPDATE goods_lots SET stock = stock - 1 WHERE id = ${lotId}`);
    await t.app.catalogue.sync();
    const after = await detail();
    expect(lotSum(after)).toBe(lotSum(before) - 1);
    expect((await counted()).statements).toBe(0);
  });

  it('a favourite ticked shows on the next request, then the page is warm again', async () => {
    expect((await detail()).is_favorite).toBe(false);
    const fav = await t.app.inject({
      method: 'POST',
      url: '/api/favorite',
      headers: { cookie },
      payload: { goods_ids: String(goodsId) },
    });
    expect(body(fav).code).toBe(10000);
    expect((await detail()).is_favorite).toBe(true);
    const warm = await counted();
    expect(warm).toMatchObject({ statements: 0, page: { is_favorite: true } });
  });

  it('echoes each request’s own query values from a warm page', async () => {
    const echo = async (query: string) =>
      body<Record<string, number>>(
        await t.app.inject({ url: `/api/goods/detail/${goodsId}${query}`, headers: { cookie } }),
      ).data;
    expect(await echo('?goods_price_id=7&is_yj=1')).toMatchObject({ goods_price_id: 7, is_yj: 1 });
    expect(await echo('')).toMatchObject({ goods_price_id: 0, is_yj: 0 });
    expect(await echo('?goods_price_id=7&is_yj=1')).toMatchObject({ goods_price_id: 7, is_yj: 1 });
    expect(await echo('?ladder_price_id=3')).toMatchObject({ goods_price_id: 0, ladder_price_id: 3 });
    // More variants than a page keeps: the set starts over, and every answer is still its own.
    for (const round of [1, 2]) {
      for (let id = 1; id <= 12; id += 1) {
        expect(await echo(`?goods_price_id=${id}`), `round ${round}`).toMatchObject({ goods_price_id: id });
      }
    }
  });

  it('keeps no favourites while the listener is down', async () => {
    const down = { ...t.app.catalogue, live: () => false };
    const isFavorite = favoriteSets(t.deps.database.db, down);
    const [u] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT user_id AS id FROM favorites LIMIT 1`,
    );
    // The pool also carries the change feed's own reads after the writes of the tests before
    // (once seen: 5 statements caught for 2 reads); only the favourites' reads are counted.
    const favouriteReads = (statements: { text: string }[]) =>
      statements.filter((s) => /"favorites"/.test(s.text));
    const reads = await captureStatements(client(), async () => {
      await isFavorite(u!.id, goodsId);
      await isFavorite(u!.id, goodsId);
    });
    expect(favouriteReads(reads)).toHaveLength(2);
    const up = favoriteSets(t.deps.database.db, t.app.catalogue);
    const cached = await captureStatements(client(), async () => {
      await up(u!.id, goodsId);
      await up(u!.id, goodsId);
    });
    expect(favouriteReads(cached)).toHaveLength(1);
  });
});
