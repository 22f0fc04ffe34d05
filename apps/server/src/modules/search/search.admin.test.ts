import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { adminClient, type AdminClient } from '../../../test/admin-client';

interface Page {
  list: { id: number; name: string }[];
  total: number;
}

/** Issue 34: the search dictionary edited in the back office, and the zero-result report. */
describe(describeName('search dictionary and zero-result report'), () => {
  let t: TestApp;
  let goodsOp: AdminClient;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    goodsOp = await adminClient(t, 'goods');
    cookie = await signIn(t.app);
  });
  afterAll(() => t.close());

  const search = async (keyword: string) => {
    const res = await t.app.inject({
      url: `/api/goods/list?size=20&keyword=${encodeURIComponent(keyword)}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return body<Page>(res).data;
  };

  it('finds cold medicines for 感冒药 and suggests names for 感冒, from the seeded table', async () => {
    const cold = await search('感冒药');
    expect(cold.total).toBeGreaterThan(10);
    const [first] = await queryRows<{ n: string }>(
      t.deps.database.db,
      sql`SELECT c.name AS n FROM goods g JOIN categories c ON c.id = g.category_id WHERE g.id = ${cold.list[0]?.id ?? 0}`,
    );
    expect(['西药感冒药', '中成药感冒药', '清热解毒', '儿童感冒']).toContain(first?.n);
    const res = await t.app.inject({
      url: `/api/goods/search?keywords=${encodeURIComponent('感冒')}&type=1`,
    });
    expect(body<string[]>(res).data.length).toBeGreaterThan(3);
  });

  it('lets an operator add an indication word, which search uses at once, audited', async () => {
    expect((await search('晕车药')).total).toBe(0);
    const [cat] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM categories WHERE name = '抗眩晕'`,
    );
    const bad = await goodsOp.post('/api/admin/search-words', { kind: 'indication', word: '晕车' });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).msg).toBe('请至少填写一个分类、通用名或适应症关键词');
    const res = await goodsOp.post('/api/admin/search-words', {
      kind: 'indication',
      word: '晕车',
      aliases: ['晕船', '晕动病'],
      category_ids: [cat?.id],
      indication_terms: ['眩晕'],
    });
    expect(res.statusCode).toBe(200);
    const id = body<{ id: number }>(res).data.id;
    const found = await search('晕车药');
    expect(found.total).toBeGreaterThan(0);
    const [row] = await queryRows<{ summary: string }>(
      t.deps.database.db,
      sql`SELECT summary FROM audit_log WHERE target_type = 'search_word' AND target_id = ${String(id)}`,
    );
    expect(row?.summary).toBe('新增搜索词条「晕车」');
    const dup = await goodsOp.post('/api/admin/search-words', {
      kind: 'synonym',
      word: '晕车',
      generic_names: ['x'],
    });
    expect(body(dup).msg).toBe('词条「晕车」已存在');
    expect((await goodsOp.del(`/api/admin/search-words/${id}`)).statusCode).toBe(200);
    expect((await search('晕车药')).total).toBe(0);
  });

  it('a fresh demo reports what its pharmacies searched lately and this catalogue does not carry', async () => {
    const res = await goodsOp.get('/api/admin/search-misses?max_results=0');
    const rows = body<{ list: { keyword: string; searches: number; results: number; buyers: unknown[] }[] }>(
      res,
    ).data.list;
    const flu = rows.find((r) => r.keyword === '奥司他韦颗粒');
    expect(flu).toMatchObject({ searches: 9, results: 0 });
    expect(flu?.buyers.length).toBeGreaterThanOrEqual(4);
    expect(rows[0]?.keyword).toBe('奥司他韦颗粒');
    // The seed tells the truth: the shop finds nothing for them.
    for (const r of rows.slice(0, 3)) expect((await search(r.keyword)).total).toBe(0);
  });

  it('reports what buyers searched and did not find, and registers it as a wanted variety', async () => {
    await search('不存在的神药');
    await search('不存在的神药');
    await search('阿莫西林');
    // The log is written after the answer: wait for it.
    await expect
      .poll(async () => {
        const res = await goodsOp.get('/api/admin/search-misses?max_results=0');
        return body<{ list: { keyword: string; searches: number }[] }>(res).data.list.find(
          (r) => r.keyword === '不存在的神药',
        )?.searches;
      })
      .toBe(2);
    const res = await goodsOp.get('/api/admin/search-misses?max_results=0');
    const rows = body<{ list: { keyword: string; buyers: { user_id: number; company: string }[] }[] }>(res)
      .data.list;
    expect(rows.map((r) => r.keyword)).not.toContain('阿莫西林');
    const miss = rows.find((r) => r.keyword === '不存在的神药');
    expect(miss?.buyers).toHaveLength(1);
    const buyer = miss?.buyers[0]?.user_id ?? 0;
    const wanted = await goodsOp.post('/api/admin/search-misses/wanted', {
      keyword: '不存在的神药',
      user_id: buyer,
      quantity: 5,
    });
    expect(wanted.statusCode).toBe(200);
    const [w] = await queryRows<{ name: string; quantity: number; user_id: number }>(
      t.deps.database.db,
      sql`SELECT name, quantity, user_id FROM wanted_varieties WHERE id = ${body<{ id: number }>(wanted).data.id}`,
    );
    expect(w).toEqual({ name: '不存在的神药', quantity: 5, user_id: buyer });
    const stranger = await goodsOp.post('/api/admin/search-misses/wanted', {
      keyword: '阿司匹林',
      user_id: buyer,
    });
    expect(body(stranger).msg).toBe('该客户没有搜索过这个品种');
  });
});
