import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CacheCountersSchema } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../../test/test-db';

type Counters = z.infer<typeof CacheCountersSchema>;

/**
 * Two app instances on one database: a write committed anywhere moves the cache scope's version on
 * both (the database's change feed), so the next read there is a miss that reads the new row, and
 * /api/health shows the caches' counters move as they should.
 */
describe(describeName('the one cache: a version bump reaches every instance'), () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let id = 0;
  const details = async (t: TestApp) =>
    body<{ caches: Counters[] }>(await t.app.inject({ url: '/api/health' })).data.caches.find(
      (c) => c.name === 'goods.details',
    )!;
  const nameOn = async (t: TestApp) =>
    body<{ name: string }>(await t.app.inject({ url: `/api/goods/detail/${id}` })).data.name;

  beforeAll(async () => {
    db = await openTestDatabase();
    a = await createTestApp({}, db);
    b = await createTestApp({}, db);
    const [g] = await queryRows<{ id: number }>(
      db.database.db,
      sql`SELECT id FROM goods ORDER BY id LIMIT 1`,
    );
    id = g!.id;
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  it('a rename written through the database shows on both instances, each paying one miss', async () => {
    const first = await nameOn(a);
    expect(await nameOn(b)).toBe(first);
    const before = await details(a);
    expect(await nameOn(a)).toBe(first);
    expect(await nameOn(b)).toBe(first);
    const warm = await details(a);
    // Both instances answered from their caches.
    expect(warm.hits - before.hits).toBe(2);
    expect(warm.misses).toBe(before.misses);
    expect(warm.bytes).toBeGreaterThan(0);
    expect(warm.bytes).toBeLessThanOrEqual(warm.max_bytes);

    // Not through either app: only the trigger's NOTIFY can tell them.
    await db.database.db.execute(sql`UPDATE goods SET name = '版本测试胶囊' WHERE id = ${id}`);
    await a.app.catalogue.sync();
    await b.app.catalogue.sync();
    expect(await nameOn(a)).toBe('版本测试胶囊');
    expect(await nameOn(b)).toBe('版本测试胶囊');
    const after = await details(a);
    expect(after.misses - warm.misses).toBe(2);
    expect(after.hits).toBe(warm.hits);
  });
});
