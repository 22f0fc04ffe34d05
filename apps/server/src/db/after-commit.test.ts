import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeName, type TestApp } from '../../test/test-app';
import { afterCommit } from './after-commit';
import { queryRows } from './query';

/** The bell's signals wait for the commit: a stream recounting on the signal must see the new row. */
describe(describeName('afterCommit'), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const count = async () =>
    (
      await queryRows<{ n: number }>(t.deps.database.db, sql`SELECT count(*)::int AS n FROM wanted_varieties`)
    )[0]!.n;
  const insert = sql`INSERT INTO wanted_varieties (user_id, name, spec, maker, quantity, remark)
                     SELECT id, '复方丹参滴丸', '27mg*180丸', '天士力', 10, '' FROM users ORDER BY id LIMIT 1`;

  it('runs after the commit, when a fresh read already sees the write', async () => {
    const seen: number[] = [];
    const before = await count();
    await t.deps.database.db.transaction(async (tx) => {
      await tx.execute(insert);
      afterCommit(tx, () => void count().then((n) => seen.push(n)));
      expect(seen).toEqual([]);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([before + 1]);
  });

  it('a rolled-back transaction runs nothing', async () => {
    let ran = false;
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        await tx.execute(insert);
        afterCommit(tx, () => (ran = true));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ran).toBe(false);
  });

  it('inside a savepoint it still waits for the outer commit; outside a transaction it runs at once', async () => {
    const order: string[] = [];
    await t.deps.database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        afterCommit(inner, () => order.push('signal'));
      });
      order.push('outer body done');
    });
    expect(order).toEqual(['outer body done', 'signal']);
    afterCommit(t.deps.database.db, () => order.push('now'));
    expect(order.at(-1)).toBe('now');
  });
});
