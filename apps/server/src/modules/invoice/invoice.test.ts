import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';
import { shipOrder } from '../order/order.service';
import { fenToChineseCapital } from './invoice.pdf';

interface Page {
  list: Invoice[];
  total: number;
}

describe(
  describeName('e-invoices: issued on receipt, listed by order and date, PDF for the owner only'),
  () => {
    let t: TestApp;
    let c: ReturnType<typeof orderClient>;
    let pharmacy: string;
    let chain: string;
    beforeAll(async () => {
      t = await createTestApp();
      c = orderClient(t.app);
      pharmacy = await signIn(t.app, 'pharmacy');
      chain = await signIn(t.app, 'chain');
    });
    afterAll(() => t.close());
    const list = async (query = '', cookie = pharmacy) =>
      body<Page>(await c.inject('GET', `/api/invoice${query}`, cookie));
    const invoiceCount = async (orderId: number) =>
      (
        await queryRows<{ n: number }>(
          t.deps.database.db,
          sql`SELECT count(*)::int AS n FROM invoices WHERE order_id = ${orderId}`,
        )
      )[0]?.n;

    it('the demo pharmacy finds the invoices of its received orders, each with a 20-digit number', async () => {
      const page = await list();
      expect(page.code).toBe(10000);
      expect(page.data.total).toBeGreaterThan(0);
      for (const inv of page.data.list) {
        expect(inv.status_text).toBe('已开具');
        expect(inv.invoice_no).toMatch(/^\d{20}$/);
        expect(inv.type_text).toBe('增值税专用发票');
        expect(inv.amount).toMatch(/^\d+\.\d{2}$/);
      }
      expect((await list('', chain)).data.total).toBe(0);
    });

    it('confirming receipt issues the invoice once; the PDF opens for the buyer and is 404 for anyone else', async () => {
      const [g] = await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 30);
      const ids = await c.addToCart(pharmacy, g!.id, 3);
      const order = (await c.checkout(pharmacy, ids, { invoice_type: 1 })).data.orders[0]!;
      expect(body(await c.pay(pharmacy, order.id, 'balance')).code).toBe(10000);
      expect(await invoiceCount(order.id)).toBe(0);
      expect(await shipOrder(t.deps.database.db, order.id, '顺丰速运', 'SF1234567890')).toBe(true);
      expect(body(await c.inject('POST', `/api/order/${order.id}/confirm`, pharmacy)).code).toBe(10000);
      expect(body(await c.inject('POST', `/api/order/${order.id}/confirm`, pharmacy)).code).not.toBe(10000);
      expect(await invoiceCount(order.id)).toBe(1);

      const found = (await list(`?order_no=${order.order_no}`)).data.list;
      expect(found).toHaveLength(1);
      const inv = found[0]!;
      expect(inv).toMatchObject({ order_id: order.id, type_text: '普通发票', status: 'issued' });

      const pdf = await c.inject('GET', `/api/invoice/${inv.id}/pdf`, pharmacy);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const other = await c.inject('GET', `/api/invoice/${inv.id}/pdf`, chain);
      expect(other.statusCode).toBe(404);
      expect(body(other).msg).toBe('发票不存在');
    });

    it('filters by date, and refuses a malformed date with the envelope', async () => {
      expect((await list('?start_date=2099-01-01')).data.total).toBe(0);
      expect((await list('?end_date=2099-12-31')).data.total).toBeGreaterThan(0);
      const bad = await c.inject('GET', '/api/invoice?start_date=2026-13', pharmacy);
      expect(bad.statusCode).toBe(422);
      expect(body(bad).msg).toBe('日期格式不正确');
      expect((await c.inject('GET', '/api/invoice', '')).statusCode).toBe(401);
    });
  },
);

describe('价税合计（大写）', () => {
  it.each([
    [100, '壹元整'],
    [1_234_560, '壹万贰仟叁佰肆拾伍元陆角整'],
    [1_000_005, '壹万元零伍分'],
    [1_001_000, '壹万零壹拾元整'],
    [10_000_000, '壹拾万元整'],
    [100_507, '壹仟零伍元零柒分'],
    [35, '零元叁角伍分'],
  ])('%i fen → %s', (fen, text) => {
    expect(fenToChineseCapital(fen)).toBe(text);
  });
});
