import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RANKED_GOODS } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

interface Page {
  list: { id: number }[];
  total: number;
  total_estimated?: boolean;
}

/**
 * Issue 34 (ADR 007): a keyword matching more goods than are ranked in full answers an estimated
 * total (shown as 约N件) and pages that stop at the ranked goods; below that the total is exact,
 * the number of goods a buyer can page through.
 */
describe(describeName('search totals past the ranked goods'), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const page = async (keyword: string, n: number, size = 100) => {
    const res = await t.app.inject({
      url: `/api/goods/list?keyword=${encodeURIComponent(keyword)}&page=${n}&size=${size}`,
    });
    expect(res.statusCode).toBe(200);
    return body<Page>(res).data;
  };
  /** Every goods the pages show, in order, until a page comes back short. */
  const allPages = async (keyword: string) => {
    const ids: number[] = [];
    for (let n = 1; ; n += 1) {
      const p = await page(keyword, n);
      ids.push(...p.list.map((g) => g.id));
      if (p.list.length < 100) return ids;
    }
  };
  const goodsContaining = async (word: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM goods WHERE search_text LIKE ${`%${word}%`}`,
    );
    return row?.n ?? 0;
  };

  it('estimates the total of a broad keyword past the ranked goods, near the real count', async () => {
    const real = await goodsContaining('制药');
    expect(real).toBeGreaterThan(SEARCH_RANKED_GOODS);
    const first = await page('制药', 1, 20);
    expect(first.total_estimated).toBe(true);
    expect(first.total).toBeGreaterThan(SEARCH_RANKED_GOODS);
    // Two significant figures of the goods the keyword reaches: within a fifth of the real count.
    expect(Math.abs(first.total - real)).toBeLessThanOrEqual(real / 5);
    const shown = await allPages('制药');
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.length).toBe(SEARCH_RANKED_GOODS);
  });

  it('scales the estimate by the share of goods a filter passes', async () => {
    const { total } = await page('制药', 1, 20);
    const signedIn = async (filter: string) => {
      const res = await t.app.inject({
        url: `/api/goods/list?keyword=${encodeURIComponent('制药')}&size=20&${filter}`,
        headers: { cookie: await signIn(t.app) },
      });
      expect(res.statusCode).toBe(200);
      return body<Page>(res).data;
    };
    // A price ceiling above every goods passes them all: the estimate is the keyword's own.
    const all = await signedIn('price_max=90000000');
    expect(all.total_estimated).toBe(true);
    expect(all.total).toBe(total);
    // 处方药 are a part of the goods: fewer, estimated or counted.
    const rx = await signedIn('rx=rx');
    expect(rx.total).toBeLessThan(total);
    if (!rx.total_estimated) expect(rx.total).toBeLessThanOrEqual(SEARCH_RANKED_GOODS);
  });

  it('counts a narrower keyword exactly: the total is the goods its pages show', async () => {
    const first = await page('阿莫西林', 1, 20);
    expect(first.total_estimated).toBe(false);
    expect(first.total).toBeLessThanOrEqual(SEARCH_RANKED_GOODS);
    const shown = await allPages('阿莫西林');
    expect(new Set(shown).size).toBe(first.total);
    expect(first.total).toBeGreaterThanOrEqual(await goodsContaining('阿莫西林'));
  });
});
