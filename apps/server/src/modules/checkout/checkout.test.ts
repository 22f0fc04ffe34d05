import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PayResult } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { goodsStock, lotStocks, orderClient, shapeLots } from './order.fixtures';

describe(describeName('checkout: cart → confirm → place → pay by balance'), () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let pharmacy: string;
  let goods: PickedGoods[];
  beforeAll(async () => {
    t = await createTestApp();
    c = orderClient(t.app);
    pharmacy = await signIn(t.app, 'pharmacy');
    goods = await pickGoods(t.deps.database.db, 6, sql`g.min_qty = 1 AND g.mid_pack = 1`);
  });
  afterAll(() => t.close());
  const db = () => t.deps.database.db;
  const balance = async () =>
    Number(
      (
        await queryRows<{ b: string }>(
          db(),
          sql`SELECT balance_fen AS b FROM users WHERE username = 'kangjian'`,
        )
      )[0]?.b,
    );

  it('places with a new address, pays from the balance, takes lots earliest expiry first', async () => {
    const g = goods[0]!;
    const lots = await shapeLots(db(), g.id, [3, 4, 50]);
    const ids = [
      ...(await c.addToCart(pharmacy, g.id, 5)),
      ...(await c.addToCart(pharmacy, goods[1]!.id, 2)),
    ];
    const confirm = await c.confirm(pharmacy, ids);
    expect(confirm.code).toBe(10000);
    expect(confirm.data.groups).toHaveLength(1);
    expect(confirm.data.groups[0]!.lines.map((l) => l.id).sort()).toEqual([...ids].sort());
    expect(confirm.data.pay_types.map((p) => p.type)).toEqual(['balance', 'offline', 'wechat', 'alipay']);
    const addressId = await c.newAddress(pharmacy);
    const before = await balance();
    const placed = await c.place(pharmacy, {
      ids: ids.join(','),
      address_id: addressId,
      expected_payable: confirm.data.amounts.payable,
      coupon_id: confirm.data.best_coupon_id ?? 0,
      invoice_type: 1,
      remark: '请周一送货',
    });
    expect(placed.msg, JSON.stringify(placed.data)).toBe('订单提交成功');
    const order = placed.data.orders[0]!;
    expect(order.order_no).toMatch(/^YS\d{14}\d{8}$/);
    expect(order.payable).toBe(confirm.data.amounts.payable);
    expect(await lotStocks(db(), lots)).toEqual([0, 2, 50]);
    expect(await goodsStock(db(), g.id)).toBe(52);
    const cartLeft = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM cart_lines WHERE id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    expect(cartLeft[0]?.n).toBe(0);

    const paid = body<PayResult>(await c.pay(pharmacy, order.id, 'balance'));
    expect(paid.code).toBe(10000);
    expect(paid.data).toMatchObject({ pay_type: 'balance', status: 'paid', paid: order.payable });
    const payableFen = Math.round(Number(order.payable) * 100);
    expect(await balance()).toBe(before - payableFen);
    const log = await queryRows<{ amount_fen: string; use_type: number }>(
      db(),
      sql`SELECT amount_fen, use_type FROM user_money_log WHERE order_id = ${order.id}`,
    );
    expect(log.map((l) => l.use_type)).toEqual([2]);
    expect(Number(log[0]!.amount_fen)).toBe(-payableFen);

    const detail = body<OrderDetail>(await c.inject('GET', `/api/order/${order.id}`, pharmacy));
    expect(detail.data.status).toBe('paid');
    expect(detail.data.invoice.type_text).toBe('普通发票');
    const line = detail.data.lines.find((l) => l.goods_id === g.id)!;
    expect(line.lots.map((l) => [l.batch_no, l.number])).toEqual([
      [`T${g.id}-0`, 3],
      [`T${g.id}-1`, 2],
    ]);
    expect(detail.data.timeline.map((e) => e.status)).toEqual(['unpaid', 'paid']);
    expect(detail.data.payment?.pay_type).toBe('balance');

    const again = body(await c.pay(pharmacy, order.id, 'balance'));
    expect(again.code).toBe(10002);
    expect(await balance()).toBe(before - payableFen);
  });

  it('a retried request with the same idempotency key returns the same order', async () => {
    const ids = await c.addToCart(pharmacy, goods[2]!.id, 1);
    const confirm = await c.confirm(pharmacy, ids);
    const payload = {
      ids: ids.join(','),
      address_id: confirm.data.default_address_id,
      expected_payable: confirm.data.amounts.payable,
      coupon_id: confirm.data.best_coupon_id ?? 0,
      idempotency_key: 'same-key-0001',
    };
    const first = await c.place(pharmacy, payload);
    const second = await c.place(pharmacy, payload);
    expect(first.data.replayed).toBe(false);
    expect(second.data.replayed).toBe(true);
    expect(second.data.orders).toEqual(first.data.orders);
  });

  it('refuses a price the page did not show, with old and new figures, and changes nothing', async () => {
    const g = goods[3]!;
    const ids = await c.addToCart(pharmacy, g.id, 2);
    const confirm = await c.confirm(pharmacy, ids);
    const stock = await goodsStock(db(), g.id);
    const res = await c.place(pharmacy, {
      ids: ids.join(','),
      address_id: confirm.data.default_address_id,
      expected_payable: '0.01',
      coupon_id: confirm.data.best_coupon_id ?? 0,
      line_prices: [{ id: ids[0], price: '0.01' }],
    });
    expect(res.code).toBe(10002);
    expect(res.data).toMatchObject({
      reason: 'price_changed',
      old_payable: '0.01',
      new_payable: confirm.data.amounts.payable,
      lines: [{ id: ids[0], old_price: '0.01' }],
    });
    expect(await goodsStock(db(), g.id)).toBe(stock);
  });

  it('an order of several goods is whole or nothing: one goods short of sellable lots refuses it by name', async () => {
    const [a, b] = [goods[4]!, goods[5]!];
    const aLots = await shapeLots(db(), a.id, [3, 30]);
    const bLots = await shapeLots(db(), b.id, [1, 30]);
    const ids = [...(await c.addToCart(pharmacy, a.id, 5)), ...(await c.addToCart(pharmacy, b.id, 4))];
    const confirm = await c.confirm(pharmacy, ids);
    const order = {
      ids: ids.join(','),
      address_id: confirm.data.default_address_id,
      expected_payable: confirm.data.amounts.payable,
      coupon_id: 0,
    };
    // b's later lot expires after the page was shown: goods.stock still says 31, sellable lots hold 1.
    await db().execute(sql`UPDATE goods_lots SET expires_on = current_date - 1 WHERE id = ${bLots[1]!}`);
    const refusedRes = await c.place(pharmacy, order);
    expect(refusedRes.msg).toBe(`「${b.name}」可售批次库存不足，请减少购买数量`);
    expect([await goodsStock(db(), a.id), await goodsStock(db(), b.id)]).toEqual([33, 31]);
    expect(await lotStocks(db(), [...aLots, ...bLots])).toEqual([3, 30, 1, 30]);

    await db().execute(sql`UPDATE goods_lots SET expires_on = current_date + 400 WHERE id = ${bLots[1]!}`);
    const placed = await c.place(pharmacy, order);
    expect(placed.msg, JSON.stringify(placed.data)).toBe('订单提交成功');
    expect([await goodsStock(db(), a.id), await goodsStock(db(), b.id)]).toEqual([28, 27]);
    expect(await lotStocks(db(), [...aLots, ...bLots])).toEqual([0, 28, 0, 27]);
    const d = body<OrderDetail>(await c.inject('GET', `/api/order/${placed.data.orders[0]!.id}`, pharmacy));
    const lotsOf = (id: number) =>
      d.data.lines.find((l) => l.goods_id === id)!.lots.map((l) => [l.batch_no, l.number]);
    expect(lotsOf(a.id)).toEqual([
      [`T${a.id}-0`, 3],
      [`T${a.id}-1`, 2],
    ]);
    expect(lotsOf(b.id)).toEqual([
      [`T${b.id}-0`, 1],
      [`T${b.id}-1`, 3],
    ]);
  });

  it('refuses bad input: negative quantity, another buyer lines, unknown address', async () => {
    const neg = body(
      await c.inject('POST', '/api/cart', pharmacy, { params: [{ goods_id: goods[0]!.id, number: -3 }] }),
    );
    expect(neg.code).toBe(422);
    const other = await signIn(t.app, 'chain');
    const ids = await c.addToCart(other, goods[1]!.id, 1);
    const stolen = await c.confirm(pharmacy, ids);
    expect(stolen.code).toBe(10002);
    const noKey = body(await c.inject('POST', '/api/order', pharmacy, { ids: ids.join(','), address_id: 1 }));
    expect(noKey.code).toBe(422);
  });
});
