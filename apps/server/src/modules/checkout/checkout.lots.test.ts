import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';
import { goodsStock, lotStocks, orderClient, shapeLots } from './order.fixtures';

describe(describeName('checkout: batches of one goods bought on two lines'), () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let pharmacy: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = orderClient(t.app);
    pharmacy = await signIn(t.app, 'pharmacy');
  });
  afterAll(() => t.close());
  const db = () => t.deps.database.db;

  it('a single line and a package of the same goods each get their own batches, earliest expiry first', async () => {
    const [x, y] = await pickGoods(db(), 2, sql`g.min_qty = 1 AND g.mid_pack = 1`, 11);
    const xLots = await shapeLots(db(), x!.id, [2, 4, 50]);
    const [combo] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO combinations (name) VALUES ('批次测试组合') RETURNING id`,
    );
    await db().execute(sql`INSERT INTO combination_items (combination_id, goods_id, number, price_fen, sort)
      VALUES (${combo!.id}, ${x!.id}, 2, ${x!.base}, 0), (${combo!.id}, ${y!.id}, 1, ${y!.base}, 1)`);
    const single = await c.addToCart(pharmacy, x!.id, 3);
    const pack = await c.addToCart(pharmacy, x!.id, 2, { type: 3, goods_price_id: combo!.id });
    const placed = await c.checkout(pharmacy, [...single, ...pack]);
    expect(placed.msg, JSON.stringify(placed.data)).toBe('订单提交成功');

    // 3 units on the single line, then 2 packages × 2 units: lot 0 (2) and 1 of lot 1 go to the
    // single line (added first), the packages take the other 3 of lot 1 and 1 of lot 2.
    expect(await lotStocks(db(), xLots)).toEqual([0, 0, 49]);
    expect(await goodsStock(db(), x!.id)).toBe(56 - 7);
    const rows = await queryRows<{ line_type: number; goods_id: number; batch_no: string; number: number }>(
      db(),
      sql`SELECT ol.line_type, x.goods_id, x.batch_no, x.number FROM order_line_lots x
            JOIN order_lines ol ON ol.id = x.order_line_id
           WHERE x.order_id = ${placed.data.orders[0]!.id} AND x.goods_id = ${x!.id} ORDER BY x.id`,
    );
    expect(rows.map((r) => [r.line_type, r.batch_no, r.number])).toEqual([
      [0, `T${x!.id}-0`, 2],
      [0, `T${x!.id}-1`, 1],
      [3, `T${x!.id}-1`, 3],
      [3, `T${x!.id}-2`, 1],
    ]);
    const yLots = await queryRows<{ n: number }>(
      db(),
      sql`SELECT sum(number)::int AS n FROM order_line_lots WHERE order_id = ${placed.data.orders[0]!.id}
            AND goods_id = ${y!.id}`,
    );
    expect(yLots[0]?.n).toBe(2);
  });
});
