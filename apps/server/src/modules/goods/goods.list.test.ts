import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import type { GoodsCard } from './goods.card';
import { SEARCH_RANKED_GOODS } from '@shop/shared';

interface Page {
  list: GoodsCard[];
  total: number;
  total_estimated: boolean;
  page: number;
  size: number;
  facets: {
    manufacturers: { value: string; count: number }[];
    dosage_forms: { value: string; count: number }[];
  } | null;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const yuan = (s: string | null) => Number(s);

describe(describeName('goods list'), () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signIn(t.app, 'pharmacy');
  });
  afterAll(() => t.close());

  const get = async (query: string) => {
    const res = await t.app.inject({ url: `/api/goods/list?${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return body<Page>(res).data;
  };

  it('combines rx, stock and price filters with a price sort', async () => {
    const p = await get('rx=otc_b&in_stock=1&price_min=5&price_max=80&sort=price_asc&size=100');
    expect(p.total).toBeGreaterThan(0);
    for (const g of p.list) {
      expect(g.otc_type).toBe('乙类');
      expect(g.is_prescription).toBe(false);
      expect(g.number).toBeGreaterThan(0);
      expect(yuan(g.base_price)).toBeGreaterThanOrEqual(5);
      expect(yuan(g.base_price)).toBeLessThanOrEqual(80);
    }
    const prices = p.list.map((g) => yuan(g.base_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('filters by manufacturer (id or name) and dosage form; facets leave their own filter out', async () => {
    const all = await get('size=1');
    const maker = all.facets?.manufacturers[0];
    if (!maker) throw new Error('no manufacturer facet');
    const byName = await get(`manufacturer=${encodeURIComponent(maker.value)}&size=100`);
    expect(byName.total).toBe(maker.count);
    expect(byName.list.every((g) => g.sccj === maker.value)).toBe(true);
    expect(byName.facets?.manufacturers.length).toBeGreaterThan(1);
    const form = byName.facets?.dosage_forms[0];
    if (!form) throw new Error('no dosage form facet');
    const both = await get(
      `manufacturer=${encodeURIComponent(maker.value)}&dosage_form=${encodeURIComponent(form.value)}&sort=price_desc`,
    );
    expect(both.total).toBe(form.count);
    expect(both.list.every((g) => g.sccj === maker.value && g.dosage_form === form.value)).toBe(true);
    const prices = both.list.map((g) => yuan(g.base_price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('keeps near-expiry, rx and sales order together', async () => {
    const p = await get('near_expiry=1&rx=rx&sort=sales&size=50');
    expect(p.total).toBeGreaterThan(0);
    for (const g of p.list) {
      expect(g.is_prescription).toBe(true);
      expect(g.nearest_expiry && g.nearest_expiry < inDays(180)).toBe(true);
    }
    const sales = p.list.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('includes sub-categories of the selected category', async () => {
    const [root] = await queryRows<{ id: number; n: number }>(
      t.deps.database.db,
      sql`SELECT c.id, (SELECT count(*)::int FROM categories k WHERE k.parent_id = c.id) AS n
          FROM categories c WHERE c.parent_id IS NULL ORDER BY n DESC LIMIT 1`,
    );
    if (!root) throw new Error('no categories');
    const p = await get(`select=${root.id}&size=5`);
    expect(p.total).toBeGreaterThan(0);
    for (const g of p.list.slice(0, 3)) {
      const res = await t.app.inject({ url: `/api/goods/detail/${g.id}`, headers: { cookie } });
      const path = body<{ category_path: { id: number }[] }>(res).data.category_path;
      expect(path.map((c) => c.id)).toContain(root.id);
    }
  });

  it('pages a category with sub-categories in the default order over all of them, filters kept', async () => {
    const { db } = t.deps.database;
    const [parent] = await queryRows<{ id: number }>(
      db,
      sql`SELECT c.id FROM categories c WHERE (SELECT count(*) FROM categories k WHERE k.parent_id = c.id) BETWEEN 2 AND 8
            AND (SELECT count(*) FROM goods g JOIN categories k ON k.id = g.category_id WHERE k.parent_id = c.id) > 30
          ORDER BY c.id LIMIT 1`,
    );
    if (!parent) throw new Error('no category with a few sub-categories');
    for (const filter of ['', '&in_stock=1']) {
      const expected = await queryRows<{ id: number }>(
        db,
        sql`SELECT g.id FROM goods g
            WHERE g.category_id IN (SELECT id FROM categories WHERE id = ${parent.id} OR parent_id = ${parent.id})
              AND (${filter === ''} OR g.stock > 0)
            ORDER BY g.sellable DESC, g.sales DESC NULLS LAST, g.id LIMIT 21`,
      );
      const pages = [await get(`select=${parent.id}&size=7&page=1${filter}`)];
      pages.push(await get(`select=${parent.id}&size=7&page=2${filter}`));
      pages.push(await get(`select=${parent.id}&size=7&page=3${filter}`));
      expect(pages.flatMap((p) => p.list.map((g) => g.id))).toEqual(expected.map((r) => r.id));
    }
  });

  it('a page past the middle of a list (read from its end) holds what paging from the start holds', async () => {
    const { db } = t.deps.database;
    const orders = {
      default: sql`g.sellable DESC, g.sales DESC NULLS LAST, g.id`,
      price_asc: sql`g.base_price_fen, g.id`,
      price_desc: sql`g.base_price_fen DESC, g.id`,
      sales: sql`g.sales DESC, g.id`,
      newest: sql`g.created_at DESC, g.id DESC`,
    };
    // A filter under the cap, so its total is exact (past it, bounded-summary.repo.ts estimates).
    const otcA = sql`NOT g.is_prescription AND g.otc_type = '甲类'`;
    const [{ form } = { form: '' }] = await queryRows<{ form: string }>(
      db,
      sql`SELECT g.dosage_form AS form FROM goods g WHERE ${otcA} GROUP BY 1
          HAVING count(*) BETWEEN 30 AND ${SEARCH_RANKED_GOODS} ORDER BY count(*) DESC LIMIT 1`,
    );
    expect(form).not.toBe('');
    for (const [sort, order] of Object.entries(orders)) {
      for (const [filter, where] of [
        ['', sql`TRUE`],
        [`&rx=otc_a&dosage_form=${encodeURIComponent(form)}`, sql`${otcA} AND g.dosage_form = ${form}`],
      ] as const) {
        const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM goods g WHERE ${where}`,
        );
        const size = Math.min(100, Math.max(1, Math.floor(n / 7)));
        const last = Math.ceil(n / size);
        for (const page of [Math.ceil(last / 2) + 1, last - 1, last]) {
          const expected = await queryRows<{ id: number }>(
            db,
            sql`SELECT g.id FROM goods g WHERE ${where} ORDER BY ${order} LIMIT ${size} OFFSET ${(page - 1) * size}`,
          );
          const got = await get(`sort=${sort}&page=${page}&size=${size}&facets=0${filter}`);
          expect(got.total, `${sort}${filter}`).toBe(n);
          expect(
            got.list.map((g) => g.id),
            `${sort}${filter} page ${page}`,
          ).toEqual(expected.map((r) => r.id));
        }
      }
    }
  });

  it('counts a filter past the cap by an estimate (约N件) and its facets by the goods read, and pages it exactly', async () => {
    const { db } = t.deps.database;
    const otcA = sql`NOT g.is_prescription AND g.otc_type = '甲类'`;
    const matches = await queryRows<{ id: number; form: string }>(
      db,
      sql`SELECT g.id, g.dosage_form AS form FROM goods g WHERE ${otcA}
          ORDER BY g.sellable DESC, g.sales DESC NULLS LAST, g.id`,
    );
    expect(matches.length).toBeGreaterThan(SEARCH_RANKED_GOODS);
    const got = await get('rx=otc_a&page=2&size=20');
    expect(got.total_estimated).toBe(true);
    expect(got.total).toBeGreaterThan(matches.length * 0.7);
    expect(got.total).toBeLessThan(matches.length * 1.3);
    expect(got.list.map((g) => g.id)).toEqual(matches.slice(20, 40).map((r) => r.id));
    // The facets count the goods the bounded read took: real values, never more than the cap.
    const all = new Map<string, number>();
    for (const r of matches) all.set(r.form, (all.get(r.form) ?? 0) + 1);
    const forms = got.facets?.dosage_forms ?? [];
    expect(forms.length).toBeGreaterThan(0);
    for (const f of forms) expect(f.count, f.value).toBeLessThanOrEqual(all.get(f.value) ?? 0);
    expect(forms.reduce((n, f) => n + f.count, 0)).toBeLessThanOrEqual(SEARCH_RANKED_GOODS);
  });

  it('pages without overlap and keeps the self-operated and zone flags', async () => {
    const p1 = await get('zy=2&page=1&size=10');
    const p2 = await get('zy=2&page=2&size=10&facets=0');
    expect(p2.facets).toBeNull();
    expect(p1.list.every((g) => g.type === 1)).toBe(true);
    const ids = new Set(p1.list.map((g) => g.id));
    expect(p2.list.some((g) => ids.has(g.id))).toBe(false);
    const youx = await get('is_youx=1&free_shipping=0&no_ephedrine=1');
    expect(youx.list.every((g) => g.is_youx && !g.is_ephedrine)).toBe(true);
  });

  it('answers bad parameters with 422 and a Chinese message', async () => {
    for (const [q, msg] of [
      ['size=101', '每页数量须为1-100'],
      ['page=0', '页码不正确'],
      ['price_min=abc', '最低价格式不正确'],
      ['rx=abc', '处方类型不正确'],
      ['sort=random', '排序方式不正确'],
      ['select=-1', '分类不正确'],
      ['in_stock=yes', '有货筛选参数不正确'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/goods/list?${q}` });
      expect(res.statusCode, q).toBe(422);
      expect(body(res).msg, q).toBe(msg);
    }
  });
});
