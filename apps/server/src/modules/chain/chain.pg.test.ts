/**
 * A chain store's monthly limit under parallel orders, on real PostgreSQL (PGlite serialises
 * everything): six orders placed at once by one store never take its month past the limit the
 * head office set; those that would are refused with the limit's message and leave no order.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan } from '@shop/shared';
import { queryRows } from '../../db/query';
import { chinaDay } from '../../lib/china-day';
import { body, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-db';
import { pickGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';
import { userIdOf } from '../credit/credit.fixtures';
import { monthBounds } from '../credit/statement.service';

describe('chain store monthly limit races [postgres]', () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let head: string;
  let store: string;
  let storeId: number;
  beforeAll(async () => {
    t = await createTestApp({}, await openTestDatabase(25));
    c = orderClient(t.app);
    head = await signIn(t.app, 'chain');
    store = await signIn(t.app, 'chainStore2');
    storeId = await userIdOf(t, 'yixin_xh');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await t.testDb.drop();
  });
  /** What the store's orders of this month add up to, as the limit counts them. */
  const monthSpend = async () =>
    Number(
      (
        await queryRows<{ s: string }>(
          t.deps.database.db,
          sql`SELECT coalesce(sum(payable_fen), 0)::text AS s FROM orders
               WHERE user_id = ${storeId} AND status <> 'cancelled'
                 AND created_at >= ${monthBounds(chinaDay().slice(0, 7))[0].toISOString()}`,
        )
      )[0]?.s,
    );

  it('six parallel orders of one store stay within its monthly limit', { timeout: 90_000 }, async () => {
    // Cheap goods: each order is its goods plus the shipping fee, so the room below fits two or three.
    const goods = await pickGoods(
      t.deps.database.db,
      6,
      sql`g.min_qty = 1 AND g.mid_pack = 1 AND g.base_price_fen BETWEEN 500 AND 2000`,
    );
    expect(goods).toHaveLength(6);
    const lines: number[][] = [];
    for (const g of goods) lines.push(await c.addToCart(store, g.id, 1));
    // The store's delivery address first: six checkouts at once would each add the same one.
    if ((await c.confirm(store, lines[0]!)).data.default_address_id === null) await c.newAddress(store);
    const spent = await monthSpend();
    const limit = spent + 7_500;
    const set = await c.inject('PUT', `/api/chain/stores/${storeId}/limit`, head, {
      monthly_limit: fenToYuan(limit),
    });
    expect(body(set).code).toBe(10000);

    const results = await Promise.all(lines.map((ids) => c.checkout(store, ids, { coupon_id: 0 })));
    const placed = results.filter((r) => r.code === 10000);
    const refusedOnes = results.filter((r) => r.code !== 10000);
    console.log(`[figures] 6 parallel store orders: ${placed.length} placed`);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(refusedOnes.length).toBeGreaterThanOrEqual(1);
    for (const r of refusedOnes) expect(r.msg).toContain(`本月门店采购额度 ¥${fenToYuan(limit)}`);
    const after = await monthSpend();
    expect(after).toBeLessThanOrEqual(limit);
    const placedFen = placed.reduce(
      (s, r) => s + r.data.orders.reduce((a, o) => a + Math.round(Number(o.payable) * 100), 0),
      0,
    );
    expect(after - spent).toBe(placedFen);
  });
});
