import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import { idSet } from '../modules/cart/promotions.load';
import { queryPrepared } from './prepared';
import { queryRows } from './query';

/**
 * Issue 13: the cart's and checkout's prepared statements are planned once per connection, not on
 * every call (PostgreSQL's plan_cache_mode = auto kept making custom plans for them), while every
 * other statement keeps a plan made for its values.
 */
describe('prepared statements run with generic plans [postgres]', () => {
  let t: TestDatabase;
  const mode = sql`SELECT current_setting('plan_cache_mode') AS mode, ${1}::int AS n`;

  beforeAll(async () => {
    t = await openTestDatabase(8);
  });
  afterAll(() => t.drop());

  it('a prepared statement outside a transaction plans generically; plain statements do not', async () => {
    const [prepared] = await queryPrepared<{ mode: string }>(t.database.db, mode);
    const [plain] = await queryRows<{ mode: string }>(t.database.db, mode);
    expect(prepared?.mode).toBe('force_generic_plan');
    expect(plain?.mode).toBe('auto');
  });

  it('the generic-plan pool reuses one plan for an array parameter, where auto replans every call', async () => {
    const byIds = (ids: number[]) =>
      sql`SELECT g.id FROM goods g WHERE g.id IN (${idSet(ids)}) ORDER BY g.id`;
    for (let i = 0; i < 8; i++) {
      expect(await queryPrepared<{ id: number }>(t.database.db, byIds([1, 2]))).toEqual([
        { id: 1 },
        { id: 2 },
      ]);
    }
    // Every generic-pool connection that ran it kept one generic plan and made no custom plan.
    const plans = await queryPrepared<{ custom: number }>(
      t.database.db,
      sql`SELECT coalesce(sum(custom_plans), 0)::int AS custom FROM pg_prepared_statements
          WHERE statement LIKE '%unnest(%' AND ${0}::int = 0`,
    );
    expect(plans[0]?.custom).toBe(0);
  });
});
