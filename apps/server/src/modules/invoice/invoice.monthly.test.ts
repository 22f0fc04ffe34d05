import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceProfile, MonthlyInvoicePreview } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { orderClient } from '../checkout/order.fixtures';
import { requestInvoice } from './invoice.service';
import { chinaDay } from '../../lib/china-day';
import { pickGoods } from '../cart/cart.fixtures';
import { shipOrder } from '../order/order.service';

describe(describeName('invoices: 专票 开票资料 and the monthly merged invoice'), () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let buyer: string;
  let month: string;
  const mine: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    c = orderClient(t.app);
    buyer = await signIn(t.app, 'pharmacy');
    // Two orders received this month without an invoice asked for at checkout.
    const goods = await pickGoods(t.deps.database.db, 2, sql`g.min_qty = 1 AND g.mid_pack = 1`, 30);
    for (const g of goods) {
      const ids = await c.addToCart(buyer, g.id, 2);
      const order = (await c.checkout(buyer, ids, { invoice_type: 0 })).data.orders[0]!;
      expect(body(await c.pay(buyer, order.id, 'balance')).code).toBe(10000);
      expect(await shipOrder(t.deps.database.db, order.id, '顺丰速运', `SF${order.id}000`)).toBe(true);
      expect(body(await c.inject('POST', `/api/order/${order.id}/confirm`, buyer)).code).toBe(10000);
      mine.push(order.id);
    }
    month = chinaDay().slice(0, 7);
  });
  afterAll(() => t.close());
  const profile = async () =>
    body<InvoiceProfile>(await c.inject('GET', '/api/user/invoice_profile', buyer)).data;
  const full = {
    title: '杭州康健大药房有限公司',
    tax_no: '91330106MA2KCJ8Q1X',
    reg_address: '浙江省杭州市西湖区文三路 90 号',
    reg_phone: '0571-88886666',
    bank_name: '中国工商银行杭州西湖支行',
    bank_account: '1202020909000123456',
  };

  it('the 开票资料 are prefilled from the company; each bad field is its own Chinese 422 and nothing is saved', async () => {
    const before = await profile();
    expect(before.title).toBe('杭州康健大药房有限公司');
    expect(before.special_ready).toBe(true);
    const cases: [object, string][] = [
      [{ tax_no: '123' }, '纳税人识别号应为15至20位数字或大写字母'],
      [{ title: ' ' }, '请填写发票抬头'],
      [{ reg_phone: '电话' }, '注册电话格式不正确（如 0571-88886666）'],
      [{ bank_account: '6222-abc' }, '银行账号应为8至32位数字'],
    ];
    for (const [patch, msg] of cases) {
      const res = await c.inject('PUT', '/api/user/invoice_profile', buyer, { ...full, ...patch });
      expect(res.statusCode).toBe(422);
      expect(body(res).msg).toBe(msg);
    }
    expect(await profile()).toEqual(before);
    const saved = await c.inject('PUT', '/api/user/invoice_profile', buyer, full);
    expect(body(saved).msg).toBe('开票资料已保存');
    expect(await profile()).toEqual({ ...full, special_ready: true });
  });

  it('one merged invoice covers every completed order of the month, each order once', async () => {
    const preview = body<MonthlyInvoicePreview>(
      await c.inject('GET', `/api/invoice/monthly?month=${month}`, buyer),
    ).data;
    expect(preview.orders.map((o) => o.id)).toEqual(expect.arrayContaining(mine));
    expect(preview.profile.bank_account).toBe(full.bank_account);
    expect(preview.invoice).toBeNull();

    const noBank = await c.inject('POST', '/api/invoice/monthly', buyer, {
      ...full,
      month,
      type: 2,
      bank_account: '',
    });
    expect(noBank.statusCode).toBe(422);
    expect(body(noBank).msg).toBe('开具专票请填写银行账号');

    // Edited for this request only: the profile keeps its address.
    const res = body<Invoice>(
      await c.inject('POST', '/api/invoice/monthly', buyer, {
        ...full,
        month,
        type: 2,
        reg_address: '杭州市滨江区 1 号',
      }),
    );
    expect(res.msg).toBe('合并开票申请已提交');
    expect(res.data).toMatchObject({
      month,
      type: 2,
      order_count: preview.orders.length,
      amount: preview.amount,
      reg_address: '杭州市滨江区 1 号',
      bank_account: full.bank_account,
    });
    expect((await profile()).reg_address).toBe(full.reg_address);

    // The month's page now says what was asked, rather than only that nothing is left to invoice.
    const after = body<MonthlyInvoicePreview>(
      await c.inject('GET', `/api/invoice/monthly?month=${month}`, buyer),
    ).data;
    expect(after.orders).toEqual([]);
    expect(after.invoice).toMatchObject({
      id: res.data.id,
      month,
      order_count: preview.orders.length,
      amount: preview.amount,
      type: 2,
      reg_address: '杭州市滨江区 1 号',
    });

    const again = body(await c.inject('POST', '/api/invoice/monthly', buyer, { ...full, month, type: 1 }));
    expect(again.msg).toBe(`${month} 已申请过月度合并发票，不能重复申请`);

    // A per-order request for one of them (as a receipt would) adds nothing.
    const first = mine[0]!;
    await t.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE orders SET invoice_type = 2 WHERE id = ${first}`);
      await requestInvoice(tx, first);
    });
    const covering = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM invoice_orders WHERE order_id = ${first}`,
    );
    expect(covering[0]?.n).toBe(1);
    expect(
      (
        await queryRows<{ n: number }>(
          t.deps.database.db,
          sql`SELECT count(*)::int AS n FROM invoices WHERE order_id = ${first}`,
        )
      )[0]?.n,
    ).toBe(0);

    // Listed, found by any of its order numbers, issued; its PDF is the owner's only.
    const list = body<{ list: Invoice[] }>(
      await c.inject('GET', `/api/invoice?order_no=${preview.orders[1]!.order_no}`, buyer),
    ).data.list;
    expect(list.map((i) => i.id)).toEqual([res.data.id]);
    expect(list[0]?.status).toBe('issued');
    const pdf = await c.inject('GET', `/api/invoice/${res.data.id}/pdf`, buyer);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const other = await c.inject('GET', `/api/invoice/${res.data.id}/pdf`, await signIn(t.app, 'chain'));
    expect(other.statusCode).toBe(404);
  });
});
