/**
 * A 药品追溯码 belongs to one package in the whole shop: two checkers scanning the same code on two
 * orders of the same goods at the same moment cannot both succeed (real connections race here).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckView } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { confirmWholeTransfer } from '../../../test/warehouse';
import { orderClient } from '../checkout/order.fixtures';

describe(describeName('warehouse: parallel checks share no traceability code'), () => {
  let t: TestApp;
  let pharmacy: string;
  let checker: string;
  beforeAll(async () => {
    t = await createTestApp();
    pharmacy = await signIn(t.app, 'pharmacy');
    checker = await operatorCookie(t, 'checker');
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  it('two orders of one goods checked at once with the same codes: one wins, the other is refused', async () => {
    const [g] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM goods WHERE traced AND min_qty = 1 AND mid_pack = 1 AND is_buy AND NOT is_ephedrine
            AND NOT is_controlled AND stock > 50 ORDER BY id LIMIT 1 OFFSET 45`,
    );
    const c = orderClient(t.app);
    const orders: number[] = [];
    for (let k = 0; k < 2; k++) {
      const placed = await c.checkout(pharmacy, await c.addToCart(pharmacy, g!.id, 2), {
        coupon_id: 0,
        pay_type: 'offline',
      });
      if (placed.code !== 10000) throw new Error(placed.msg);
      const id = placed.data.orders[0]!.id;
      await c.pay(pharmacy, id, 'offline');
      expect(body(await confirmWholeTransfer(t, id)).code).toBe(10000);
      orders.push(id);
    }
    const warehouse = await operatorCookie(t, 'warehouse');
    expect(body(await post('/api/admin/warehouse/pick-lists', warehouse, { order_ids: orders })).code).toBe(
      10000,
    );
    const views = await Promise.all(
      orders.map(
        async (id) =>
          body<CheckView>(
            await t.app.inject({ url: `/api/admin/warehouse/check/${id}`, headers: { cookie: checker } }),
          ).data,
      ),
    );
    const prefix = views[0]!.lines[0]!.drug_id_code;
    const codes = [`${prefix}9900000000001`, `${prefix}9900000000002`];
    const results = await Promise.all(
      orders.map((id, k) =>
        post(`/api/admin/warehouse/check/${id}`, checker, {
          lines: [{ line_id: views[k]!.lines[0]!.line_id, codes }],
        }),
      ),
    );
    expect(results.map((r) => body(r).code).sort()).toEqual([10000, 10002]);
    const [stored] = await queryRows<{ n: number; orders: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT order_id)::int AS orders FROM trace_codes
           WHERE code IN (${sql.join(
             codes.map((c) => sql`${c}`),
             sql`, `,
           )})`,
    );
    expect(stored).toEqual({ n: 2, orders: 1 });
  });
});
