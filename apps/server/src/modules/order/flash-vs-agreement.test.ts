/**
 * Issue 27, the flash price against the buyer's own price, and the plain add of a flash goods:
 * - a buyer whose 协议价 is under the running 秒杀价 pays the 协议价 (the lower one, decided by the
 *   shared flashBeats/resolveLine): the list, detail, cart, confirmation and placed order line all
 *   say so, no flash offer is shown and none of the flash cap or sale stock is used;
 * - an add with type 0 (the spec's add-to-cart call without a type, as a search result's button or an
 *   API client sends it) of a goods in a running 秒杀 takes the flash line like the home block's add,
 *   with the units above the cap priced apart, and the placed order counts the cap.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan, LINE_TYPE, type GoodsCard, type OrderDetail } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { cartClient, pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';

const CAP = 5;
const NO_RULES = sql`g.min_qty = 1 AND g.mid_pack = 1
  AND NOT EXISTS (SELECT 1 FROM ladder_prices lp WHERE lp.goods_id = g.id)
  AND NOT EXISTS (SELECT 1 FROM customer_prices cp WHERE cp.goods_id = g.id)`;

describe(describeName('flash price vs 协议价, and a plain add of a flash goods'), () => {
  let t: TestApp;
  let cookie = '';
  let picked: PickedGoods[] = [];
  const db = () => t.deps.database.db;
  const get = async <T>(url: string) => body<T>(await t.app.inject({ url, headers: { cookie } })).data;
  const cardOf = async (g: PickedGoods, url: string) =>
    (await get<{ list: GoodsCard[] }>(url)).list.find((c) => c.id === g.id);
  const startSale = async (goodsId: number, price: number) =>
    (
      await queryRows<{ id: number }>(
        db(),
        sql`INSERT INTO flash_sales (goods_id, price_fen, limit_per_buyer, sale_stock, starts_at)
            VALUES (${goodsId}, ${price}, ${CAP}, 100, now() - interval '1 hour') RETURNING id`,
      )
    )[0]!.id;
  const figures = async (saleId: number) =>
    (
      await queryRows<{ sold: number; bought: number }>(
        db(),
        sql`SELECT f.sold, coalesce((SELECT number FROM flash_sale_purchases p WHERE p.flash_sale_id = f.id), 0) AS bought
            FROM flash_sales f WHERE f.id = ${saleId}`,
      )
    )[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signIn(t.app, 'pharmacy');
    picked = await pickGoods(db(), 2, NO_RULES);
  });
  afterAll(() => t.close());

  it('a 协议价 under the 秒杀价 is what the list, detail, cart, confirmation and order charge', async () => {
    const g = picked[0]!;
    const agreed = Math.floor(g.base * 0.7);
    const flash = Math.floor(g.base * 0.85);
    await db()
      .execute(sql`INSERT INTO customer_prices (goods_id, company_id, company_kind, province, price_fen)
      VALUES (${g.id}, (SELECT company_id FROM users WHERE username = 'kangjian'), '', '', ${agreed})`);
    const saleId = await startSale(g.id, flash);
    await t.app.catalogue.sync();

    const cards = [
      await cardOf(g, `/api/goods/list?keyword=${encodeURIComponent(g.name)}&size=100`),
      await get<GoodsCard>(`/api/goods/detail/${g.id}`),
    ];
    for (const card of cards) {
      expect(card).toMatchObject({ base_price: fenToYuan(agreed), price_reason: '协议价', flash: null });
    }
    // The home 秒杀 block names the same lower price for this buyer.
    const spike = (await get<{ list: { id: number; price: string | null }[] }>('/api/index/spike')).list;
    expect(spike.find((s) => s.id === saleId)?.price).toBe(fenToYuan(agreed));
    const number = CAP + 3;
    const c = cartClient(t.app);
    // Even sent as the flash line (an old page's button), the lower 协议价 is charged.
    expect(body(await c.add(cookie, g.id, number, { type: 1, goods_price_id: saleId })).code).toBe(10000);
    const [line] = await c.lines(cookie);
    expect(line).toMatchObject({ price: fenToYuan(agreed), total: fenToYuan(agreed * number) });
    expect(line!.parts).toEqual([
      { number, price: fenToYuan(agreed), total: fenToYuan(agreed * number), reason: null },
    ]);
    const o = orderClient(t.app);
    const confirmed = (await o.confirm(cookie, [line!.id])).data.groups[0]!.lines[0]!;
    expect(confirmed).toMatchObject({ price: fenToYuan(agreed), price_changed: false });
    const placed = await o.checkout(cookie, [line!.id], { pay_type: 'offline' });
    expect(placed.msg).toBe('订单提交成功');
    const order = await get<OrderDetail>(`/api/order/${placed.data.orders[0]!.id}`);
    expect(order.lines[0]).toMatchObject({ price: fenToYuan(agreed), total: fenToYuan(agreed * number) });
    // Nothing of the sale was used: its cap and stock stay for buyers it is cheaper for.
    expect(await figures(saleId)).toEqual({ sold: 0, bought: 0 });
  });

  it('a plain add (type 0) of a goods in a running 秒杀 takes the flash line, the units above the cap apart', async () => {
    const g = picked[1]!;
    const flash = Math.floor(g.base * 0.8);
    const saleId = await startSale(g.id, flash);
    await t.app.catalogue.sync();
    const detail = await get<GoodsCard>(`/api/goods/detail/${g.id}`);
    expect(detail.flash).toMatchObject({ id: saleId, price: fenToYuan(flash), limit: CAP, left: CAP });

    const c = cartClient(t.app);
    const number = CAP + 3;
    expect(body(await c.add(cookie, g.id, number, { type: 0 })).code).toBe(10000);
    const lines = (await c.lines(cookie)).filter((l) => l.goods.id === g.id);
    expect(lines).toHaveLength(1);
    const total = fenToYuan(flash * CAP + g.base * 3);
    expect(lines[0]).toMatchObject({ type: LINE_TYPE.flash, goods_price_id: saleId, number, total });
    expect(lines[0]!.parts).toEqual([
      {
        number: CAP,
        price: fenToYuan(flash),
        total: fenToYuan(flash * CAP),
        reason: `秒杀价 限${CAP}${detail.bzdw}`,
      },
      { number: 3, price: fenToYuan(g.base), total: fenToYuan(g.base * 3), reason: '超出限购按原价' },
    ]);
    // A second plain add sums onto the same flash line instead of a second line at another price.
    expect(body(await c.add(cookie, g.id, 1)).code).toBe(10000);
    const again = (await c.lines(cookie)).filter((l) => l.goods.id === g.id);
    expect(again.map((l) => [l.type, l.number])).toEqual([[LINE_TYPE.flash, number + 1]]);

    const o = orderClient(t.app);
    const placed = await o.checkout(cookie, [again[0]!.id], { pay_type: 'offline' });
    expect(placed.msg).toBe('订单提交成功');
    const order = await get<OrderDetail>(`/api/order/${placed.data.orders[0]!.id}`);
    expect(order.lines[0]!.total).toBe(fenToYuan(flash * CAP + g.base * 4));
    expect(await figures(saleId)).toEqual({ sold: CAP, bought: CAP });
    // The cap used up, a later plain add is an ordinary line at the normal price.
    expect(body(await c.add(cookie, g.id, 2)).code).toBe(10000);
    const after = (await c.lines(cookie)).filter((l) => l.goods.id === g.id);
    expect(after.map((l) => [l.type, l.number, l.price])).toEqual([[0, 2, fenToYuan(g.base)]]);
  });
});
