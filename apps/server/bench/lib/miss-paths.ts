import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';

const q = encodeURIComponent;

/** A seeded random (mulberry32), so two runs draw the same addresses. */
export function randomOf(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` different addresses from `draw`, or as many different ones as it can make. */
function distinct(count: number, draw: () => string): string[] {
  const seen = new Set<string>();
  for (let tries = 0; seen.size < count && tries < count * 20; tries++) seen.add(draw());
  return [...seen];
}

/**
 * The miss addresses of the goods bench: each drawn over the whole catalogue, so the app answers it
 * for the first time (detail ids, list pages, categories, filter combinations, broad keywords).
 */
export async function missPaths(db: Db) {
  const [n] = await queryRows<{ goods: number; pages: number }>(
    db,
    sql`SELECT count(*)::int AS goods, ceil(count(*) / 20.0)::int AS pages FROM goods`,
  );
  const categories = (await queryRows<{ id: number }>(db, sql`SELECT id FROM categories ORDER BY id`)).map(
    (r) => r.id,
  );
  const forms = (
    await queryRows<{ f: string }>(db, sql`SELECT DISTINCT dosage_form AS f FROM goods WHERE id <= 3000`)
  ).map((r) => r.f);
  const pick = <T>(rnd: () => number, list: T[]): T => list[Math.floor(rnd() * list.length)]!;
  const broad = [
    '胶囊',
    '片',
    '颗粒',
    '口服液',
    '软膏',
    '维生素',
    '感冒',
    '阿莫西林',
    '消炎',
    '头孢',
    'gm',
    '注射',
  ];
  return {
    async detail(count: number) {
      const ids = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM goods ORDER BY md5(id::text) LIMIT ${count}`,
      );
      return ids.map((r) => `/api/goods/detail/${r.id}`);
    },
    page(count: number) {
      const rnd = randomOf(1);
      const pages = Math.max(n?.pages ?? 1, 1);
      return distinct(count, () => `/api/goods/list?page=${1 + Math.floor(rnd() * pages)}&size=20&facets=0`);
    },
    category(count: number) {
      const rnd = randomOf(2);
      return distinct(
        count,
        () => `/api/goods/list?select=${pick(rnd, categories)}&page=${1 + Math.floor(rnd() * 5)}&size=20`,
      );
    },
    filters(count: number) {
      const rnd = randomOf(3);
      const sorts = ['default', 'sales', 'newest', 'price_asc', 'price_desc'];
      return distinct(count, () => {
        const min = 1 + Math.floor(rnd() * 200);
        const parts = [
          `price_min=${min}`,
          `price_max=${min + 1 + Math.floor(rnd() * 300)}`,
          `sort=${pick(rnd, sorts)}`,
          rnd() < 0.5 ? `dosage_form=${q(pick(rnd, forms))}` : '',
          rnd() < 0.3 ? `rx=${pick(rnd, ['rx', 'otc_a', 'otc_b'])}` : '',
          rnd() < 0.5 ? 'in_stock=1' : '',
          `page=${1 + Math.floor(rnd() * 3)}`,
        ];
        return `/api/goods/list?${parts.filter(Boolean).join('&')}&size=20`;
      });
    },
    /** Broad keywords on first sight: a price ceiling no goods reaches, new every time, keeps each a miss. */
    keyword(count: number) {
      const rnd = randomOf(4);
      let k = 0;
      return distinct(
        count,
        () =>
          `/api/goods/list?keyword=${q(pick(rnd, broad))}&page=${1 + Math.floor(rnd() * 10)}&size=20&price_max=${90_000_000 + k++}`,
      );
    },
  };
}
