/**
 * goods.soonest_expiry (the ranking's 近效期 test, ADR 007) is kept by statement triggers on the
 * lots; a bulk copy of lots (seed/bulk.ts) runs with them off and fills the column once after.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeName, type TestApp } from '../../test/test-app';
import { queryRows } from './query';
import { withoutSoonestExpiryTrigger } from './soonest-expiry-trigger';

describe(describeName('goods.soonest_expiry'), () => {
  let t: TestApp;
  let goodsId = 0;
  const db = () => t.deps.database.db;
  const soonest = async () =>
    (
      await queryRows<{ d: string | null }>(
        db(),
        sql`SELECT to_char(soonest_expiry, 'YYYY-MM-DD') AS d FROM goods WHERE id = ${goodsId}`,
      )
    )[0]?.d;
  const addLot = (batch: string, expires: string) =>
    db().execute(sql`INSERT INTO goods_lots (goods_id, batch_no, produced_on, expires_on, stock)
                     VALUES (${goodsId}, ${batch}, '1999-01-01', ${expires}, 10)`);

  beforeAll(async () => {
    t = await createTestApp();
    const [g] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT g.id FROM goods g WHERE EXISTS (SELECT 1 FROM goods_lots l WHERE l.goods_id = g.id AND l.stock > 0)
          ORDER BY g.id LIMIT 1`,
    );
    goodsId = g!.id;
  });
  afterAll(() => t.close());

  it('follows a new lot that expires sooner, and its selling out', async () => {
    await addLot('SE-1', '2000-01-03');
    expect(await soonest()).toBe('2000-01-03');
    await db().execute(
      sql`UPDATE goods_lots SET stock = 0 WHERE goods_id = ${goodsId} AND batch_no = 'SE-1'`,
    );
    expect(await soonest()).not.toBe('2000-01-03');
  });

  it('a bulk copy leaves it alone, then fills it once, and the triggers are on again', async () => {
    const seen = await withoutSoonestExpiryTrigger(db(), async () => {
      await addLot('SE-2', '2000-01-02');
      return soonest();
    });
    expect(seen).not.toBe('2000-01-02');
    expect(await soonest()).toBe('2000-01-02');
    await addLot('SE-3', '2000-01-01');
    expect(await soonest()).toBe('2000-01-01');
  });
});
