/**
 * Issue 27: a 秒杀 line above the per-buyer cap. Buying cap + 3 gives two sub-lines, the flash part
 * (秒杀价 限5盒) and the part at the buyer's own price, the same on the goods card's terms, the cart,
 * the confirmation, the placed order (buyer and back office) and the 随货同行单, and their sum is
 * the line total to the fen: the shared resolveLine() of what the card shows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fenToYuan,
  resolveLine,
  yuanToFen,
  type AdminOrderDetail,
  type GoodsCard,
  type OrderDetail,
} from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { operatorCookie } from '../../../test/admin';
import { confirmWholeTransfer, pickAndCheck } from '../../../test/warehouse';
import { pdfTexts } from '../../../test/pdf-text';
import { cartClient, pickGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';
import { noteRows } from './delivery-note';

const CAP = 5;

describe(describeName('flash cap split: cap + 3 is two sub-lines summing to the fen'), () => {
  let t: TestApp;
  let cookie = '';
  let goods = { id: 0, base: 0, bzdw: '' };
  let saleId = 0;
  let own = 0;
  let flash = 0;
  const db = () => t.deps.database.db;
  const sumOf = (parts: { total: string }[]) => parts.reduce((s, p) => s + (yuanToFen(p.total) ?? 0), 0);

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signIn(t.app, 'pharmacy');
    const [g] = await pickGoods(
      db(),
      1,
      sql`g.min_qty = 1 AND g.mid_pack = 1 AND NOT EXISTS (SELECT 1 FROM ladder_prices lp WHERE lp.goods_id = g.id)`,
    );
    const [row] = await queryRows<{ bzdw: string }>(db(), sql`SELECT bzdw FROM goods WHERE id = ${g!.id}`);
    goods = { id: g!.id, base: g!.base, bzdw: row!.bzdw };
    // kangjian's own 协议价 (an odd fen figure), and a flash price under it: the part above the cap
    // is charged the 协议价, not the catalogue price.
    own = Math.floor(goods.base * 0.93) + 1;
    flash = Math.floor(goods.base * 0.71) + 3;
    await db()
      .execute(sql`INSERT INTO customer_prices (goods_id, company_id, company_kind, province, price_fen)
      VALUES (${goods.id}, (SELECT company_id FROM users WHERE username = 'kangjian'), '', '', ${own})`);
    const [sale] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO flash_sales (goods_id, price_fen, limit_per_buyer, sale_stock, starts_at)
          VALUES (${goods.id}, ${flash}, ${CAP}, 100, now() - interval '1 hour') RETURNING id`,
    );
    saleId = sale!.id;
    await t.app.catalogue.sync();
  });
  afterAll(() => t.close());

  it('the card, cart, confirmation, order (both sides) and 随货同行单 show the same two parts', async () => {
    const number = CAP + 3;
    const detail = body<GoodsCard>(
      await t.app.inject({ url: `/api/goods/detail/${goods.id}`, headers: { cookie } }),
    ).data;
    expect(detail.base_price).toBe(fenToYuan(own));
    expect(detail.flash).toMatchObject({
      id: saleId,
      price: fenToYuan(flash),
      reason: `秒杀价 限${CAP}${goods.bzdw}`,
      limit: CAP,
      left: CAP,
      stock_left: 100,
    });
    const expected = resolveLine(
      {
        base_price: yuanToFen(detail.base_price ?? '') ?? 0,
        ladder_price: [],
        ladder_price_type: 0,
        bzdw: goods.bzdw,
        customer_prices: [],
      },
      null,
      number,
      { price: yuanToFen(detail.flash!.price) ?? 0, limit: detail.flash!.limit, bought: 0 },
    );
    const wire = expected.parts.map((p) => ({
      number: p.number,
      price: fenToYuan(p.price),
      total: fenToYuan(p.total),
      reason: p.reason,
    }));
    expect(wire).toEqual([
      {
        number: CAP,
        price: fenToYuan(flash),
        total: fenToYuan(flash * CAP),
        reason: `秒杀价 限${CAP}${goods.bzdw}`,
      },
      { number: 3, price: fenToYuan(own), total: fenToYuan(own * 3), reason: '超出限购按原价' },
    ]);
    const lineTotal = fenToYuan(flash * CAP + own * 3);

    const c = cartClient(t.app);
    const added = await c.add(cookie, goods.id, number, { type: 1, goods_price_id: saleId });
    expect(body(added).code).toBe(10000);
    const [line] = await c.lines(cookie);
    expect(line).toMatchObject({ number, total: lineTotal, parts: wire });

    const o = orderClient(t.app);
    const confirm = await o.confirm(cookie, [line!.id]);
    const confirmed = confirm.data.groups[0]!.lines[0]!;
    expect(confirmed).toMatchObject({ total: lineTotal, parts: wire, price_changed: false });
    const placed = await o.checkout(cookie, [line!.id], { pay_type: 'offline' });
    expect(placed.msg).toBe('订单提交成功');
    const orderId = placed.data.orders[0]!.id;

    const mine = body<OrderDetail>(await o.inject('GET', `/api/order/${orderId}`, cookie)).data;
    expect(mine.lines[0]).toMatchObject({ number, total: lineTotal, parts: wire });
    expect(sumOf(mine.lines[0]!.parts)).toBe(yuanToFen(mine.lines[0]!.total));

    expect(body(await confirmWholeTransfer(t, orderId)).code).toBe(10000);
    await pickAndCheck(t, orderId);
    const warehouse = await operatorCookie(t, 'warehouse');
    const admin = body<AdminOrderDetail>(
      await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: { cookie: warehouse } }),
    ).data;
    expect(admin.lines[0]).toMatchObject({ number, total: lineTotal, parts: wire });

    // The note: the flash part's rows at the flash price, the rest at the 协议价, summing to the fen.
    const rows = noteRows(admin);
    const byPrice = (price: string) =>
      rows.filter((r) => r[10] === price).reduce((s, r) => s + Number(r[8]), 0);
    expect(byPrice(fenToYuan(flash))).toBe(CAP);
    expect(byPrice(fenToYuan(own))).toBe(3);
    expect(rows.reduce((s, r) => s + (yuanToFen(r[11]!) ?? 0), 0)).toBe(yuanToFen(lineTotal));
    const pdf = await t.app.inject({
      url: `/api/admin/orders/${orderId}/delivery-note.pdf`,
      headers: { cookie: warehouse },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfTexts(pdf.rawPayload).join('');
    expect(text).toContain(`秒杀价 限${CAP}${goods.bzdw}`);
    expect(text).toContain('超出限购按原价');
  });
});
