import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query';
import goodsBench from './goods.bench';
import type { BenchModule } from './types';

const q = encodeURIComponent;

/**
 * Every storefront goods call a buyer's page makes (issue 13, a million goods): the goods bench's
 * suggestions, lists and detail, plus each list filter and sort on its own, hot words, a deep page
 * and a category. scale.ts EXPLAINs these (no Seq Scan of goods) and loads them (p99).
 */
const storefrontBench: BenchModule = {
  name: 'storefront',
  async cases(ctx) {
    const { db } = ctx;
    const [pick] = await queryRows<{ category: number; maker: string; brand: number | null }>(
      db,
      sql`SELECT (SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1) AS category,
                 (SELECT sccj FROM goods WHERE id = 1) AS maker,
                 (SELECT id FROM brands ORDER BY id LIMIT 1) AS brand`,
    );
    const list = (name: string, query: string) => ({
      name,
      path: `/api/goods/list?${query}`,
      signedIn: true,
    });
    return [
      ...(await goodsBench.cases(ctx)),
      { name: 'hot words', path: '/api/goods/hot' },
      { name: 'suggest 阿 (one char)', path: `/api/goods/search?keywords=${q('阿')}&type=1` },
      { name: 'list visitor page 1', path: '/api/goods/list?page=1&size=20' },
      list('list 感冒 + facets', `keyword=${q('感冒')}&size=20`),
      list('list category + facets', `select=${pick?.category ?? 1}&size=20`),
      list('list maker + facets', `manufacturer=${q(pick?.maker ?? '')}&size=20`),
      list('list 片剂 dosage form', `dosage_form=${q('片剂')}&size=20`),
      list('list sort sales', 'sort=sales&facets=0&size=20'),
      list('list sort newest', 'sort=newest&facets=0&size=20'),
      list('list sort price_desc', 'sort=price_desc&facets=0&size=20'),
      list('list 优选 + 包邮', 'is_youx=1&free_shipping=1&size=20'),
      list('list otc_a no ephedrine', 'rx=otc_a&no_ephedrine=1&size=20'),
      list('list brand', `brand=${pick?.brand ?? 1}&size=20`),
      list('list page 50', 'page=50&size=20&facets=0'),
      list('list 自营 zone', 'zy=1&size=20'),
    ];
  },
};

export default storefrontBench;
