import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { orderClient } from '../checkout/order.fixtures';

describe(describeName('每日特价限购: the per-buyer daily limit holds in the cart and the order'), () => {
  let t: TestApp;
  let cookie: string;
  let goodsId: number;
  let specialFen: number;
  let baseFen: number;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signIn(t.app, 'pharmacy');
    const [row] = await queryRows<{ id: number; goods_id: number; price: number; base: number }>(
      t.deps.database.db,
      sql`SELECT s.id, g.id AS goods_id, s.price_fen::int AS price, g.base_price_fen::int AS base
            FROM special_prices s JOIN goods g ON g.id = s.goods_ids[1]
           WHERE s.kind = 'daily_special' AND s.price_fen IS NOT NULL AND g.min_qty <= 1 AND g.mid_pack <= 1
             AND g.stock >= 20 AND NOT EXISTS (SELECT 1 FROM ladder_prices l WHERE l.goods_id = g.id)
             -- No 客户价 either: past the limit kangjian then pays the catalogue price.
             AND NOT EXISTS (SELECT 1 FROM customer_prices cp WHERE cp.goods_id = g.id)
           ORDER BY s.id LIMIT 1`,
    );
    await t.deps.database.db.execute(
      sql`UPDATE special_prices SET limit_per_buyer = 3 WHERE id = ${row!.id}`,
    );
    goodsId = row!.goods_id;
    specialFen = row!.price;
    baseFen = row!.base;
  });
  afterAll(() => t.close());
  const tally = async () =>
    (
      await queryRows<{ n: number }>(
        t.deps.database.db,
        sql`SELECT coalesce(sum(p.number), 0)::int AS n FROM special_purchases p JOIN users u ON u.id = p.user_id
            WHERE u.username = 'kangjian' AND p.goods_id = ${goodsId}`,
      )
    )[0]?.n;
  const lineOf = async (orderId: number) =>
    (
      await queryRows<{ special_units: number; total: number }>(
        t.deps.database.db,
        sql`SELECT special_units, total_fen::int AS total FROM order_lines WHERE order_id = ${orderId}`,
      )
    )[0];

  it('prices units past the limit at the normal price, tallies the day, and gives units back on cancel', async () => {
    const c = orderClient(t.app);
    const first = await c.checkout(cookie, await c.addToCart(cookie, goodsId, 2));
    expect(first.code).toBe(10000);
    const firstId = first.data.orders[0]!.id;
    expect(await lineOf(firstId)).toEqual({ special_units: 2, total: 2 * specialFen });
    expect(await tally()).toBe(2);

    const ids = await c.addToCart(cookie, goodsId, 3);
    const confirm = await c.confirm(cookie, ids);
    expect(confirm.code).toBe(10000);
    const second = await c.checkout(cookie, ids);
    const secondId = second.data.orders[0]!.id;
    // One unit left at the special price; two at the normal price.
    expect(await lineOf(secondId)).toEqual({ special_units: 1, total: specialFen + 2 * baseFen });
    expect(await tally()).toBe(3);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/order/${firstId}/cancel`,
      headers: { cookie },
    });
    expect(body(cancel).code).toBe(10000);
    expect(await tally()).toBe(1);
  });
});
