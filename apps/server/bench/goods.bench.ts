import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query';
import type { BenchModule } from './types';

const q = encodeURIComponent;

/** Suggestions on each index path (trigram, bigram, initials prefix), lists, searches and a detail page. */
const goodsBench: BenchModule = {
  name: 'goods',
  async cases({ db }) {
    const [g] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM goods WHERE stock > 0 AND EXISTS (SELECT 1 FROM ladder_prices l WHERE l.goods_id = goods.id) ORDER BY id LIMIT 1`,
    );
    return [
      { name: 'suggest gmlj (trigram)', path: `/api/goods/search?keywords=gmlj&type=1` },
      { name: 'suggest 感冒 (bigram)', path: `/api/goods/search?keywords=${q('感冒')}&type=1` },
      { name: 'suggest gm (prefix)', path: `/api/goods/search?keywords=gm&type=1` },
      { name: 'suggest maker 华润', path: `/api/goods/search?keywords=${q('华润')}&type=2` },
      { name: 'list page 1 + facets', path: `/api/goods/list?page=1&size=20`, signedIn: true },
      {
        name: 'list 阿莫西林 filtered',
        path: `/api/goods/list?keyword=${q('阿莫西林')}&in_stock=1&rx=rx&sort=default&size=20`,
        signedIn: true,
      },
      // The search results page for the other two ways a pharmacy searches (issue 13's target).
      { name: 'list gmlj (initials)', path: `/api/goods/list?keyword=gmlj&type=1&size=20`, signedIn: true },
      {
        name: 'list 华润 (maker search)',
        path: `/api/goods/list?keyword=${q('华润')}&type=2&size=20`,
        signedIn: true,
      },
      { name: 'list near-expiry p3', path: `/api/goods/list?near_expiry=1&page=3&facets=0`, signedIn: true },
      { name: 'detail', path: `/api/goods/detail/${g?.id ?? 1}`, signedIn: true },
      // As a browser asks: compressed (kept answers are compressed once, plugins/compression.ts).
      { name: 'list page 1, br', path: `/api/goods/list?page=1&size=20`, signedIn: true, browser: true },
      { name: 'detail, br', path: `/api/goods/detail/${g?.id ?? 1}`, signedIn: true, browser: true },
    ];
  },
};

export default goodsBench;
