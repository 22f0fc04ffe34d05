/** Issue 14, defect 15: an idempotency key reused with a different body is a 422, not the first order. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';
import { orderClient } from './order.fixtures';

describe(describeName('order idempotency key'), () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = orderClient(t.app);
    cookie = await signIn(t.app, 'pharmacy');
  });
  afterAll(() => t.close());
  const orderCount = async () =>
    (await queryRows<{ n: number }>(t.deps.database.db, sql`SELECT count(*)::int AS n FROM orders`))[0]!.n;

  it('the same key and body replays the order; the same key with another body is refused', async () => {
    const [a, b] = await pickGoods(t.deps.database.db, 2, sql`g.min_qty = 1 AND g.mid_pack = 1`, 7);
    const lineA = await c.addToCart(cookie, a!.id, 1);
    const lineB = await c.addToCart(cookie, b!.id, 1);
    const confirmA = await c.confirm(cookie, lineA, 0);
    const addressId = confirmA.data.default_address_id ?? (await c.newAddress(cookie));
    const request = {
      ids: lineA.join(','),
      address_id: addressId,
      expected_payable: confirmA.data.amounts.payable,
      coupon_id: 0,
      idempotency_key: 'page-7f3a9c1d2e',
    };
    const first = await c.place(cookie, request);
    expect(first.code).toBe(10000);
    const count = await orderCount();

    const again = await c.place(cookie, request);
    expect(again.data).toMatchObject({ replayed: true, orders: first.data.orders });

    const confirmB = await c.confirm(cookie, lineB, 0);
    const other = await c.place(cookie, {
      ...request,
      ids: lineB.join(','),
      expected_payable: confirmB.data.amounts.payable,
    });
    expect(other).toMatchObject({ code: 422, msg: '该页面已提交过另一份订单，请刷新页面后重新提交' });
    const remark = await c.place(cookie, { ...request, remark: '请周一上午送货' });
    expect(remark.code).toBe(422);
    expect(await orderCount()).toBe(count);
  });
});
