import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, MonthlyInvoicePreview } from '@shop/shared';
import { queryRows } from '../../db/query';
import { chinaDay } from '../../lib/china-day';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';
import { userIdOf } from '../credit/credit.fixtures';
import { shipOrder } from '../order/order.service';

describe(describeName('finance requests a monthly merged invoice for a buyer'), () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let finance: string;
  let uid: number;
  let month: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = orderClient(t.app);
    const buyer = await signIn(t.app, 'pharmacy');
    uid = await userIdOf(t, 'kangjian');
    finance = await operatorCookie(t, 'finance');
    const [g] = await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 30);
    const ids = await c.addToCart(buyer, g!.id, 2);
    const order = (await c.checkout(buyer, ids, { invoice_type: 0 })).data.orders[0]!;
    expect(body(await c.pay(buyer, order.id, 'balance')).code).toBe(10000);
    expect(await shipOrder(t.deps.database.db, order.id, '顺丰速运', `SF${order.id}000`)).toBe(true);
    expect(body(await c.inject('POST', `/api/order/${order.id}/confirm`, buyer)).code).toBe(10000);
    month = chinaDay().slice(0, 7);
  });
  afterAll(() => t.close());
  const url = (id = uid) => `/api/admin/finance/buyers/${id}/monthly-invoice`;
  const call = (method: 'GET' | 'POST', path: string, payload?: object, cookie = finance) =>
    t.app.inject({ method, url: path, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('the preview names the month’s orders and the buyer’s 开票资料; the request is the buyer’s own, audited', async () => {
    expect(
      (await call('GET', `${url()}?month=${month}`, undefined, await operatorCookie(t, 'warehouse')))
        .statusCode,
    ).toBe(403);
    const preview = body<MonthlyInvoicePreview>(await call('GET', `${url()}?month=${month}`)).data;
    expect(preview.orders.length).toBeGreaterThan(0);
    expect(preview.profile.title).toBe('杭州康健大药房有限公司');

    const noBank = await call('POST', url(), { ...preview.profile, month, type: 2, bank_account: '' });
    expect(noBank.statusCode).toBe(422);
    expect(body(noBank).msg).toBe('开具专票请填写银行账号');

    const res = body<Invoice>(
      await call('POST', url(), {
        ...preview.profile,
        month,
        type: 2,
        reg_address: '杭州市滨江区江南大道 1 号',
      }),
    );
    expect(res.msg).toBe('已为客户提交月度合并开票申请');
    expect(res.data).toMatchObject({
      month,
      type: 2,
      amount: preview.amount,
      order_count: preview.orders.length,
      reg_address: '杭州市滨江区江南大道 1 号',
    });
    // The buyer sees it among its own invoices.
    const [own] = await queryRows<{ user_id: number }>(
      t.deps.database.db,
      sql`SELECT user_id FROM invoices WHERE id = ${res.data.id}`,
    );
    expect(own?.user_id).toBe(uid);
    const [a] = await queryRows<{ summary: string }>(
      t.deps.database.db,
      sql`SELECT summary FROM audit_log WHERE action = 'finance.invoice' AND target_id = ${String(res.data.id)}`,
    );
    expect(a?.summary).toBe(
      `代 杭州康健大药房有限公司 申请 ${month} 月度合并专票，${preview.orders.length} 笔订单 ¥${preview.amount}`,
    );
  });

  it('a month already asked for, or with nothing to invoice, is a Chinese 422; an unknown buyer is not found', async () => {
    const profile = body<MonthlyInvoicePreview>(await call('GET', `${url()}?month=${month}`)).data.profile;
    const again = await call('POST', url(), { ...profile, month, type: 1 });
    expect(again.statusCode).toBe(422);
    expect(body(again).msg).toBe(`${month} 已申请过月度合并发票，不能重复申请`);
    const empty = await call('POST', url(), { ...profile, month: '2020-01', type: 1 });
    expect(empty.statusCode).toBe(422);
    expect(body(empty).msg).toBe('2020-01 没有可开票的订单（已完成且尚未开票的订单）');
    expect((await call('POST', url(999999), { ...profile, month, type: 1 })).statusCode).toBe(404);
    const n = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'finance.invoice'`,
    );
    expect(n[0]?.n).toBe(1);
  });
});
