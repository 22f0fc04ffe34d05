import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { insertFixtureGoods } from './goods.fixtures';

/** A made-up drug name no seeded goods carries, so the whole result set is ours. */
const CATALOGUE = [
  { name: '复方奥特灵', sales: 1000 },
  { name: '奥特灵缓释片', sales: 900, stock: 0 },
  { name: '奥特灵片', sales: 5 },
  { name: '奥特灵滴丸', sales: 800, isBuy: false },
  { name: '奥特灵丸', sales: 50 },
  { name: '奥特灵', sales: 1 },
];

describe(describeName('search ranking'), () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await insertFixtureGoods(t.deps.database.db, '奥特测试制药有限公司', CATALOGUE);
    cookie = await signIn(t.app);
  });
  afterAll(() => t.close());

  const names = async (keyword: string) => {
    const res = await t.app.inject({
      url: `/api/goods/list?size=50&keyword=${encodeURIComponent(keyword)}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return body<{ list: { name: string }[] }>(res).data.list.map((g) => g.name);
  };

  it('puts exact, then prefix by similarity and sales, then contains; unbuyable goods sink', async () => {
    expect(await names('奥特灵')).toEqual([
      '奥特灵',
      '奥特灵丸',
      '奥特灵片',
      '复方奥特灵',
      '奥特灵滴丸',
      '奥特灵缓释片',
    ]);
  });

  it('ranks the same for the 2-character bigram path and the initials path', async () => {
    const two = await names('特灵');
    expect(two[0]).toBe('奥特灵');
    expect(new Set(two.slice(0, 4))).toEqual(new Set(['奥特灵', '奥特灵丸', '奥特灵片', '复方奥特灵']));
    expect(new Set(two.slice(-2))).toEqual(new Set(['奥特灵滴丸', '奥特灵缓释片']));
    const initials = await names('atl');
    expect(initials[0]).toBe('奥特灵');
    expect(initials).toContain('复方奥特灵');
  });

  it('suggests distinct names in the same order', async () => {
    const res = await t.app.inject({
      url: `/api/goods/search?keywords=${encodeURIComponent('奥特灵')}&type=1`,
    });
    const list = body<string[]>(res).data;
    expect(list.slice(0, 4)).toEqual(['奥特灵', '奥特灵丸', '奥特灵片', '复方奥特灵']);
    expect(new Set(list).size).toBe(list.length);
  });

  it('puts a 近效期 goods after the in-date pack of its drug and maker, and back once its lot is sold', async () => {
    // Two packs of one drug by one maker: the best seller first while both are in date.
    const ids = await insertFixtureGoods(t.deps.database.db, '近效测试制药有限公司', [
      { name: '奥近宁片', sales: 100 },
      { name: '奥近宁片', sales: 10 },
    ]);
    const slow = ids.get('奥近宁片') ?? 0;
    let n = 0;
    const order = async () => {
      n += 1;
      const res = await t.app.inject({
        url: `/api/goods/list?size=10&keyword=${encodeURIComponent('奥近宁片')}&price_max=${9_000_000 + n}`,
        headers: { cookie },
      });
      return body<{ list: { id: number; nearest_expiry?: string | null }[] }>(res).data.list;
    };
    const before = await order();
    expect(before).toHaveLength(2);
    const best = before[0]?.id ?? 0;
    expect(before.map((g) => g.id)).toEqual([best, slow]);
    const db = t.deps.database.db;
    await db.execute(sql`UPDATE goods_lots SET expires_on = current_date + 30 WHERE goods_id = ${best}`);
    expect((await order()).map((g) => g.id)).toEqual([slow, best]);
    // A fresh lot in date arrives and the old one is sold: the pack ranks by its sales again.
    await db.execute(sql`INSERT INTO goods_lots (goods_id, batch_no, produced_on, expires_on, stock)
                         VALUES (${best}, 'B-new', '2026-01-01', current_date + 700, 50)`);
    await db.execute(sql`UPDATE goods_lots SET stock = 0 WHERE goods_id = ${best} AND batch_no <> 'B-new'`);
    expect((await order()).map((g) => g.id)).toEqual([best, slow]);
  });
});
