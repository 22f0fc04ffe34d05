import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { refreshSearchTerms } from './search-terms.repo';

describe(describeName('suggestion dictionary'), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const snapshot = () =>
    queryRows<{ term: string; sales: number; buyable: boolean }>(
      t.deps.database.db,
      sql`SELECT term, sales::int AS sales, buyable FROM search_terms ORDER BY term`,
    );

  it('holds one row per distinct goods name, with summed sales, and rebuilds idempotently', async () => {
    const db = t.deps.database.db;
    const before = await snapshot();
    const [g] = await queryRows<{ n: number; s: number }>(
      db,
      sql`SELECT count(DISTINCT name)::int AS n, sum(sales)::int AS s FROM goods`,
    );
    expect(before.length).toBe(g?.n);
    expect(before.reduce((a, r) => a + r.sales, 0)).toBe(g?.s);
    await db.transaction((tx) => refreshSearchTerms(tx));
    expect(await snapshot()).toEqual(before);
  });

  it('follows goods renames on refresh', async () => {
    const db = t.deps.database.db;
    const [g] = await queryRows<{ id: number; name: string }>(
      db,
      sql`SELECT id, name FROM goods ORDER BY id LIMIT 1`,
    );
    if (!g) throw new Error('no goods');
    await db.execute(sql`UPDATE goods SET name = '字典测试改名片' WHERE id = ${g.id}`);
    await refreshSearchTerms(db);
    const terms = (await snapshot()).map((r) => r.term);
    expect(terms).toContain('字典测试改名片');
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM goods WHERE name = ${g.name}`,
    );
    expect(terms.includes(g.name)).toBe((left?.n ?? 0) > 0);
  });
});
