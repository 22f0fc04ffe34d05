/**
 * The monthly merged invoice under parallel requests, on real PostgreSQL (PGlite serialises
 * everything): the buyer asking twice at once and finance asking for the buyer at the same moment
 * make one invoice; every order is on it once; the others are told the month was already asked.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceProfile } from '@shop/shared';
import { queryRows } from '../../db/query';
import { chinaDay } from '../../lib/china-day';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-db';
import { pickGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';
import { userIdOf } from '../credit/credit.fixtures';
import { shipOrder } from '../order/order.service';

describe('monthly invoice races [postgres]', () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let buyer: string;
  let uid: number;
  beforeAll(async () => {
    t = await createTestApp({}, await openTestDatabase(25));
    c = orderClient(t.app);
    buyer = await signIn(t.app, 'pharmacy');
    uid = await userIdOf(t, 'kangjian');
    const goods = await pickGoods(t.deps.database.db, 2, sql`g.min_qty = 1 AND g.mid_pack = 1`, 50);
    for (const g of goods) {
      const ids = await c.addToCart(buyer, g.id, 2);
      const order = (await c.checkout(buyer, ids, { invoice_type: 0 })).data.orders[0]!;
      expect(body(await c.pay(buyer, order.id, 'balance')).code).toBe(10000);
      expect(await shipOrder(t.deps.database.db, order.id, '顺丰速运', `SF${order.id}000`)).toBe(true);
      expect(body(await c.inject('POST', `/api/order/${order.id}/confirm`, buyer)).code).toBe(10000);
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await t.testDb.drop();
  });

  it('four requests for one buyer and month at once make one invoice', { timeout: 60_000 }, async () => {
    const month = chinaDay().slice(0, 7);
    const profile = body<InvoiceProfile>(await c.inject('GET', '/api/user/invoice_profile', buyer)).data;
    const { special_ready: _ready, ...fields } = profile;
    const finance = await operatorCookie(t, 'finance');
    const asFinance = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/finance/buyers/${uid}/monthly-invoice`,
        headers: { cookie: finance },
        payload: { ...fields, month, type: 1 },
      });
    const asBuyer = () => c.inject('POST', '/api/invoice/monthly', buyer, { ...fields, month, type: 1 });
    const results = (await Promise.all([asBuyer(), asFinance(), asBuyer(), asFinance()])).map((r) => body(r));
    expect(results.filter((r) => r.code === 10000)).toHaveLength(1);
    for (const r of results.filter((x) => x.code !== 10000))
      expect(r.msg).toBe(`${month} 已申请过月度合并发票，不能重复申请`);
    const invoices = await queryRows<{ id: number; n: number }>(
      t.deps.database.db,
      sql`SELECT i.id, (SELECT count(*)::int FROM invoice_orders io WHERE io.invoice_id = i.id) AS n
            FROM invoices i WHERE i.user_id = ${uid} AND i.month = ${month}`,
    );
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.n).toBeGreaterThanOrEqual(2);
  });
});
