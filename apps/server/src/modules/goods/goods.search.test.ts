import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

interface Row {
  id: number;
  approval_no: string;
  name: string;
  sccj: string;
}

describe(describeName('goods search'), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const suggest = async (keywords: string, type = 1) => {
    const res = await t.app.inject({
      url: `/api/goods/search?keywords=${encodeURIComponent(keywords)}&type=${type}`,
    });
    expect(res.statusCode).toBe(200);
    return body<string[]>(res).data;
  };
  const list = async (keyword: string, extra = '') => {
    const res = await t.app.inject({
      url: `/api/goods/list?keyword=${encodeURIComponent(keyword)}${extra}`,
    });
    expect(res.statusCode).toBe(200);
    return body<{ list: Row[]; total: number }>(res).data;
  };

  it.each([
    ['阿莫西林', '阿莫西林'],
    ['999感冒灵', '感冒灵'],
    ['gmlj', '感冒灵'],
    ['amxl', '阿莫西林'],
    ['ganmaoling', '感冒灵'],
    ['感冒', '感冒'],
  ])('suggests %s → names with %s first', async (keyword, expected) => {
    const names = await suggest(keyword);
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(10);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toContain(expected);
  });

  it('finds goods of a manufacturer by name (drug-name search and maker suggestions)', async () => {
    const { list: rows } = await list('华润三九');
    expect(rows[0]?.sccj).toContain('华润三九');
    const makers = await suggest('华润三九', 2);
    expect(makers[0]).toContain('华润三九');
    const byMaker = await list('华润三九', '&type=2');
    expect(byMaker.total).toBeGreaterThan(0);
    expect(byMaker.list.every((g) => g.sccj.includes('华润三九'))).toBe(true);
  });

  it('finds a goods by its approval number and by its barcode', async () => {
    const [g] = await queryRows<{ id: number; approval_no: string; barcode: string }>(
      t.deps.database.db,
      sql`SELECT id, approval_no, barcode FROM goods WHERE approval_no LIKE '国药准字H%' AND barcode <> '' ORDER BY id LIMIT 1`,
    );
    if (!g) throw new Error('seed has no 国药准字 goods');
    // One approval number covers every pack size of a product, so any of them may come first.
    const byApproval = await list(g.approval_no);
    expect(byApproval.list.map((r) => r.id)).toContain(g.id);
    expect(byApproval.list.every((r) => r.approval_no === g.approval_no)).toBe(true);
    expect((await list(g.barcode)).list[0]?.id).toBe(g.id);
  });

  it('finds 对乙酰氨基酚 goods for the old name 扑热息痛', async () => {
    const { list: rows } = await list('扑热息痛');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.name).toMatch(/对乙酰氨基酚|扑热息痛|泰诺林|必理通|百服宁/);
    expect((await suggest('扑热息痛')).length).toBeGreaterThan(0);
  });

  it('answers an empty keyword with no suggestions and serves the hot words', async () => {
    expect(await suggest('   ')).toEqual([]);
    const res = await t.app.inject({ url: '/api/goods/hot' });
    const hot = body<string[]>(res).data;
    expect(Array.isArray(hot)).toBe(true);
    expect(hot.every((w) => typeof w === 'string')).toBe(true);
  });

  it('refuses a bad type and an over-long keyword with 422', async () => {
    const bad = await t.app.inject({ url: '/api/goods/search?keywords=a&type=3' });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).msg).toBe('搜索类型不正确');
    const long = await t.app.inject({ url: `/api/goods/search?keywords=${'药'.repeat(51)}` });
    expect(body(long).msg).toBe('搜索词过长');
  });
});
