import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query';
import { missPaths } from './lib/miss-paths';
import type { BenchModule } from './types';

const q = encodeURIComponent;

/**
 * Suggestions on each index path (trigram, bigram, initials prefix), lists, searches and a detail
 * page. Each read of a page also has a miss run (`misses`): a fresh id, page, category, filter set or
 * broad keyword per request, over the whole catalogue (run.ts, lib/miss.ts).
 */
const goodsBench: BenchModule = {
  name: 'goods',
  async cases({ db }) {
    const [g] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM goods WHERE stock > 0 AND EXISTS (SELECT 1 FROM ladder_prices l WHERE l.goods_id = goods.id) ORDER BY id LIMIT 1`,
    );
    const miss = await missPaths(db);
    return [
      { name: 'suggest gmlj (trigram)', path: `/api/goods/search?keywords=gmlj&type=1` },
      { name: 'suggest 感冒 (bigram)', path: `/api/goods/search?keywords=${q('感冒')}&type=1` },
      { name: 'suggest gm (prefix)', path: `/api/goods/search?keywords=gm&type=1` },
      { name: 'suggest maker 华润', path: `/api/goods/search?keywords=${q('华润')}&type=2` },
      {
        name: 'list page 1 + facets',
        path: `/api/goods/list?page=1&size=20`,
        signedIn: true,
        misses: async (n) => miss.page(n),
      },
      {
        name: 'list category 1 + facets',
        path: `/api/goods/list?select=1&size=20`,
        signedIn: true,
        misses: async (n) => miss.category(n),
      },
      {
        name: 'list 阿莫西林 filtered',
        path: `/api/goods/list?keyword=${q('阿莫西林')}&in_stock=1&rx=rx&sort=default&size=20`,
        signedIn: true,
        misses: async (n) => miss.keyword(n),
      },
      {
        name: 'list price 10-50 price_asc',
        path: '/api/goods/list?price_min=10&price_max=50&sort=price_asc&size=20',
        signedIn: true,
        misses: async (n) => miss.filters(n),
      },
      // The search results page for the other two ways a pharmacy searches (issue 13's target).
      { name: 'list gmlj (initials)', path: `/api/goods/list?keyword=gmlj&type=1&size=20`, signedIn: true },
      {
        name: 'list 华润 (maker search)',
        path: `/api/goods/list?keyword=${q('华润')}&type=2&size=20`,
        signedIn: true,
      },
      { name: 'list near-expiry p3', path: `/api/goods/list?near_expiry=1&page=3&facets=0`, signedIn: true },
      {
        name: 'detail',
        path: `/api/goods/detail/${g?.id ?? 1}`,
        signedIn: true,
        misses: (n) => miss.detail(n),
      },
      // As a browser asks: compressed (kept answers are compressed once, plugins/compression.ts).
      { name: 'list page 1, br', path: `/api/goods/list?page=1&size=20`, signedIn: true, browser: true },
      { name: 'detail, br', path: `/api/goods/detail/${g?.id ?? 1}`, signedIn: true, browser: true },
    ];
  },
};

export default goodsBench;
