/**
 * Issue 14, defect 4 beyond the goods list: while prices need a sign-in, no public GET route shows a
 * visitor a price. The routes come from the route table (a new route is walked without a list to
 * keep), path ids from the seeded promotions, and every answer is searched for price-like fields
 * that carry a value and for texts quoting yuan.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { inputJsonSchema } from '../../../test/fuzz-arbitraries';

/** Keys that hold money; counts such as a page's `total` are numbers of rows, told apart below. */
const PRICE_KEY = /price|amount|money|fee|cost|payable|yuan|_fen$|discount|reduc|saving|total|balance/i;
/** A sum of money in a text; a 满N元 threshold is a rule of an offer and may show. */
const YUAN_TEXT = /[¥￥]\s*\d|(^|[^满\d.])\d+(\.\d+)?\s*元/;
/** Visitors may see the price-free parts of these (counts, quantities, rules worded without sums). */
const COUNT_KEYS = new Set(['total', 'total_count', 'page_total']);

/**
 * The terms of offers every visitor may read, as shops that hide prices still advertise them: a
 * coupon's face value and threshold, cash-back tiers, prize names, and the news articles' text.
 * None of them is the price of a goods.
 */
const OFFER_TERMS: readonly RegExp[] = [
  /^\/api\/coupon\/center: \[\]\.(value_text|rule_text|title)$/,
  /^\/api\/cashback: tiers\[\]\.amount$/,
  /^\/api\/draw\/\d+\/activity: prizes\[\]\.name$/,
  /^\/api\/(article|news)\/\d+: content$/,
];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export function priceLeaks(value: Json, path = ''): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => priceLeaks(v, `${path}[${i}]`));
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => {
      const here = path ? `${path}.${k}` : k;
      // A sum is a number or a string with digits; labels (price_hidden_reason) and kinds
      // (ladder_price_type) are not.
      const holds =
        (typeof v === 'number' ||
          (typeof v === 'string' && /\d/.test(v)) ||
          (Array.isArray(v) && v.length > 0)) &&
        !(COUNT_KEYS.has(k) && Number.isInteger(v));
      const priceKey = PRICE_KEY.test(k) && !/_(type|id|ids|reason|text|status)$/.test(k);
      const own = priceKey && holds ? [`${here}=${JSON.stringify(v).slice(0, 60)}`] : [];
      return [...own, ...priceLeaks(v, here)];
    });
  }
  return typeof value === 'string' && YUAN_TEXT.test(value) ? [`${path}="${value.slice(0, 60)}"`] : [];
}

const enumOf = (schema: unknown, name: string): string[] => {
  const prop = inputJsonSchema(schema).properties?.[name];
  return (prop?.enum ?? []).map(String);
};

describe(describeName('no public route shows a visitor a hidden price'), () => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp({ PRICES_REQUIRE_LOGIN: 'true' });
    // Ids that open something on the routes that take one: promoted and laddered goods, zones,
    // draws, articles; the same list is tried on each, a miss is a 404 and harmless.
    const rows = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`(SELECT goods_id AS id FROM ladder_prices LIMIT 2)
          UNION (SELECT goods_ids[1] FROM special_prices LIMIT 2)
          UNION (SELECT goods_id FROM flash_sales LIMIT 2)
          UNION (SELECT goods_id FROM combination_items LIMIT 2)
          UNION (SELECT id FROM zone_pages LIMIT 5)
          UNION (SELECT id FROM draws LIMIT 2)
          UNION (SELECT id FROM articles LIMIT 1)`,
    );
    ids = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  const urlsOf = (url: string, params: unknown, query: unknown): string[] => {
    let urls = [url];
    for (const part of url.split('/').filter((p) => p.startsWith(':'))) {
      const name = part.slice(1);
      const values = enumOf(params, name).length > 0 ? enumOf(params, name) : ids.map(String);
      urls = urls.flatMap((u) => values.map((v) => u.replace(part, v)));
    }
    const q = inputJsonSchema(query).properties ?? {};
    const searches = ['keyword', 'keywords']
      .filter((k) => k in q)
      .map((k) => `${k}=${encodeURIComponent('胶囊')}`);
    return urls.flatMap((u) => [u, ...searches.map((s) => `${u}?${s}`)]);
  };

  it('every public GET route, with real ids, answers a visitor without a price', async () => {
    const routes = t.app.routeTable.filter(
      (r) =>
        r.method === 'GET' &&
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/admin') &&
        !r.url.startsWith('/api/dev') &&
        !r.rawReply,
    );
    expect(routes.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    let answered = 0;
    for (const route of routes) {
      for (const url of urlsOf(route.url, route.schema?.params, route.schema?.querystring)) {
        const res = await t.app.inject({ method: 'GET', url });
        if (!/json/.test(String(res.headers['content-type']))) continue;
        const json = res.json<{ code: number; data: Json }>();
        if (json.code === 10000) answered++;
        leaks.push(...priceLeaks(json.data).map((l) => `${url}: ${l}`));
      }
    }
    // Enough routes actually answered with data for the walk to mean something.
    expect(answered).toBeGreaterThan(30);
    const kinds = [
      ...new Set(
        leaks.map((l) =>
          l
            .replace(/\[\d+\]/g, '[]')
            .replace(/\?.*?:/, ':')
            .replace(/=.*/, ''),
        ),
      ),
    ].filter((k) => !OFFER_TERMS.some((re) => re.test(k)));
    expect(kinds, kinds.join('\n')).toEqual([]);
  });

  it('the same walk finds prices for a signed-in buyer (the detector sees what it should)', async () => {
    const cookie = await signIn(t.app, 'pharmacy');
    const res = await t.app.inject({
      url: `/api/goods/list?keyword=${encodeURIComponent('胶囊')}`,
      headers: { cookie },
    });
    expect(priceLeaks(res.json<{ data: Json }>().data).length).toBeGreaterThan(0);
  });
});
