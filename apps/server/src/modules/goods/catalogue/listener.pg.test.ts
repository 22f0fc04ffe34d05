import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../../db/query';
import { body, createTestApp, type TestApp } from '../../../../test/test-app';

/**
 * The LISTEN connection can drop (server restart, an operator killing it). Changes made while it is
 * down would pass unseen, so nothing may be answered from the cache until it is back, and after
 * reconnecting the instance must read afresh.
 */
describe('goods read caches: a lost listener [postgres]', () => {
  let t: TestApp;
  let id = 0;
  const nameOnPage = async () =>
    body<{ name: string }>(await t.app.inject({ url: `/api/goods/detail/${id}` })).data.name;
  const rename = (name: string) =>
    t.deps.database.db.execute(sql`UPDATE goods SET name = ${name} WHERE id = ${id}`);

  beforeAll(async () => {
    t = await createTestApp();
    const [g] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM goods ORDER BY id LIMIT 1`,
    );
    id = g!.id;
  });
  afterAll(() => t.close());

  it('reads past the cache while the listener is down and follows changes again once it reconnects', async () => {
    await rename('监听测试甲');
    await t.app.catalogue.sync();
    expect(await nameOnPage()).toBe('监听测试甲');
    expect(await nameOnPage()).toBe('监听测试甲');

    await t.deps.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await vi.waitFor(() => expect(t.app.catalogue.live()).toBe(false), { timeout: 10_000 });
    // No NOTIFY can reach the app now: the page must still be the database's.
    await rename('监听测试乙');
    expect(await nameOnPage()).toBe('监听测试乙');

    await vi.waitFor(() => expect(t.app.catalogue.live()).toBe(true), { timeout: 10_000 });
    expect(await nameOnPage()).toBe('监听测试乙');
    await rename('监听测试丙');
    await t.app.catalogue.sync();
    expect(await nameOnPage()).toBe('监听测试丙');
  });
});
