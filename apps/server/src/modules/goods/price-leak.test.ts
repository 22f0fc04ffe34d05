/** Issue 14, defect 4: while prices need a sign-in, nothing a visitor sends reveals a price. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

interface Page {
  list: { id: number; base_price: string | null }[];
  total: number;
  facets: unknown;
}

describe(describeName('hidden prices stay hidden from visitors'), () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ PRICES_REQUIRE_LOGIN: 'true' });
    cookie = await signIn(t.app, 'pharmacy');
  });
  afterAll(() => t.close());
  const list = async (query: string, signedIn = false) =>
    body<Page>(
      await t.app.inject({
        method: 'GET',
        url: `/api/goods/list?keyword=${encodeURIComponent('胶囊')}&size=50&${query}`,
        headers: signedIn ? { cookie } : {},
      }),
    ).data;

  it('price_min/price_max narrow nothing for a visitor, so a binary search learns nothing', async () => {
    const all = await list('');
    expect(all.total).toBeGreaterThan(5);
    expect(all.list.every((g) => g.base_price === null)).toBe(true);
    for (const range of ['price_max=0.01', 'price_min=99999', 'price_min=0&price_max=5.00']) {
      const page = await list(range);
      expect(page.total, range).toBe(all.total);
      expect(
        page.list.map((g) => g.id),
        range,
      ).toEqual(all.list.map((g) => g.id));
      expect(page.facets, range).toEqual(all.facets);
    }
    // A signed-in buyer's range still works.
    expect((await list('price_max=0.01', true)).total).toBeLessThan(all.total);
  });

  it('price sorting does not reorder a visitor’s list', async () => {
    const plain = (await list('')).list.map((g) => g.id);
    expect((await list('sort=price_asc')).list.map((g) => g.id)).toEqual(plain);
    expect((await list('sort=price_desc')).list.map((g) => g.id)).toEqual(plain);
    const buyerAsc = (await list('sort=price_asc', true)).list.map((g) => Number(g.base_price));
    expect(buyerAsc).toEqual([...buyerAsc].sort((a, b) => a - b));
  });

  it('suggestions are plain words, never prices', async () => {
    const res = body<unknown[]>(
      await t.app.inject({ method: 'GET', url: `/api/goods/search?keywords=${encodeURIComponent('感冒')}` }),
    );
    expect(res.data.every((s) => typeof s === 'string' && !/¥|\d+\.\d{2}/.test(s))).toBe(true);
  });
});
