/** Issue 33: every event is queued, by its real service path, for the endpoints that want it only. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, fenToYuan, type AftersaleOptions, type WebhookEvent } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';
import { orderClient, shapeLots } from '../checkout/order.fixtures';
import { refundAftersale } from '../aftersale/aftersale.admin.service';
import { createRefunder } from '../payment/gateway';
import { creditClient, userIdOf } from '../credit/credit.fixtures';
import { shipOrder } from '../order/order.service';
import { approveQualification } from '../user/review.service';
import { addEndpoint, deliveriesOf } from './webhook.fixtures';

let t: TestApp;
let buyer: string;
const ep = { all: 0, approvals: 0, disabled: 0 };
const db = () => t.deps.database.db;
const actor = { operatorId: 1, operatorName: '周建国（admin）', ip: '127.0.0.1' };

const events = async (endpointId: number) => (await deliveriesOf(db(), endpointId)).map((d) => d.event);
const latest = async (event: WebhookEvent) => {
  const rows = await deliveriesOf(db(), ep.all);
  return rows.filter((r) => r.event === event).at(-1)?.data ?? null;
};

/** A fresh order of one goods, placed by the buyer (unpaid). */
async function placeOrder(goodsId: number, number = 2): Promise<number> {
  const c = orderClient(t.app);
  const placed = await c.checkout(buyer, await c.addToCart(buyer, goodsId, number), { coupon_id: 0 });
  if (placed.code !== 10000) throw new Error(placed.msg);
  return placed.data.orders[0]!.id;
}

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_POLL_MS: '0' });
  buyer = await signIn(t.app, 'pharmacy');
  const admin = await operatorCookie(t, 'super');
  const url = 'http://erp.example.test:8080/hook';
  ep.all = (await addEndpoint(t, admin, url, [...WEBHOOK_EVENTS])).endpoint.id;
  ep.approvals = (await addEndpoint(t, admin, url, ['buyer.approved'])).endpoint.id;
  ep.disabled = (await addEndpoint(t, admin, url, [...WEBHOOK_EVENTS], { enabled: false })).endpoint.id;
}, 180_000);
afterAll(async () => t.close());

describe(describeName('webhook events are queued where they happen'), () => {
  it('order.paid (balance), order.shipped and order.cancelled carry the order', async () => {
    const [g1, g2] = await pickGoods(db(), 2, sql`g.min_qty = 1 AND g.mid_pack = 1`, 40);
    const paidId = await placeOrder(g1!.id);
    const pay = body(await orderClient(t.app).pay(buyer, paidId, 'balance'));
    expect(pay.code).toBe(10000);
    expect(await latest('order.paid')).toMatchObject({
      order_id: paidId,
      status: 'paid',
      pay_type: 'balance',
    });

    expect(await shipOrder(db(), paidId, '顺丰速运', 'SF1400062818')).toBe(true);
    const shipped = await latest('order.shipped');
    expect(shipped).toMatchObject({
      order_id: paidId,
      logistics_company: '顺丰速运',
      tracking_no: 'SF1400062818',
    });
    expect((shipped?.batches as unknown[]).length).toBeGreaterThan(0);

    const cancelId = await placeOrder(g2!.id);
    const res = await orderClient(t.app).inject('POST', `/api/order/${cancelId}/cancel`, buyer);
    expect(body(res).code).toBe(10000);
    expect(await latest('order.cancelled')).toMatchObject({ order_id: cancelId, status: 'cancelled' });
  });

  it('order.paid also for 账期支付 and for a bank transfer finance confirms in full', async () => {
    const cc = creditClient(t);
    const [g1, g2] = await pickGoods(db(), 2, sql`g.min_qty = 1 AND g.mid_pack = 1`, 50);
    expect((await cc.grant(await userIdOf(t, 'kangjian'), '100000.00')).code).toBe(10000);
    const onCredit = await cc.place(buyer, g1!.id, 1);
    expect(body(await cc.pay(buyer, onCredit.id, 'credit')).code).toBe(10000);
    expect(await latest('order.paid')).toMatchObject({ order_id: onCredit.id, pay_type: 'credit' });

    const byTransfer = await cc.place(buyer, g2!.id, 1);
    expect(body(await cc.pay(buyer, byTransfer.id, 'offline')).code).toBe(10000);
    const amount = fenToYuan(byTransfer.payableFen);
    const voucher = await cc.voucher(buyer, byTransfer.id, amount);
    expect(voucher.code).toBe(10000);
    const confirmed = await cc.confirm(
      voucher.data.id,
      amount,
      'WH-SERIAL-0001',
      await operatorCookie(t, 'finance'),
    );
    expect(confirmed.data.remaining).toBe('0.00');
    expect(await latest('order.paid')).toMatchObject({
      order_id: byTransfer.id,
      status: 'paid',
      pay_type: 'offline',
    });
  });

  it('aftersale.created and aftersale.refunded carry the request and its batches', async () => {
    const [done] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id
           WHERE u.username = 'kangjian' AND o.status = 'done' ORDER BY o.id LIMIT 1`,
    );
    const opts = body<AftersaleOptions>(
      await t.app.inject({ url: `/api/aftersale/order/${done!.id}`, headers: { cookie: buyer } }),
    ).data;
    const lot = opts.lots.find((l) => l.returnable > 0)!;
    const applied = body<{ id: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/aftersale',
        headers: { cookie: buyer },
        payload: {
          order_id: done!.id,
          kind: 'return',
          reason: '外箱破损，药品受潮',
          lines: [{ lot_id: lot.lot_id, number: 1 }],
        },
      }),
    );
    expect(applied.code).toBe(10000);
    const created = await latest('aftersale.created');
    expect(created).toMatchObject({ aftersale_id: applied.data.id, order_id: done!.id, status: 'pending' });
    expect(created?.lines).toEqual([expect.objectContaining({ batch_no: lot.batch_no, number: 1 })]);

    // The warehouse has received the goods back (the steps between are the after-sale module's).
    await db().execute(sql`UPDATE aftersales SET status = 'received' WHERE id = ${applied.data.id}`);
    await refundAftersale(db(), actor, createRefunder(t.deps.config), applied.data.id);
    expect(await latest('aftersale.refunded')).toMatchObject({
      aftersale_id: applied.data.id,
      status: 'refunded',
    });
  });

  it('buyer.approved carries the company and its 统一社会信用代码', async () => {
    const [clinic] = await queryRows<{ id: number; credit_code: string }>(
      db(),
      sql`SELECT u.id, c.credit_code FROM users u JOIN companies c ON c.id = u.company_id WHERE u.username = 'renai'`,
    );
    await approveQualification(db(), clinic!.id);
    expect(await latest('buyer.approved')).toMatchObject({
      user_id: clinic!.id,
      credit_code: clinic!.credit_code,
    });
    expect(await events(ep.approvals)).toEqual(['buyer.approved']);
  });

  it('stock.low fires when an order takes the stock below the warning line, once', async () => {
    const [g] = await pickGoods(db(), 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 0);
    const [{ line } = { line: 0 }] = await queryRows<{ line: number }>(
      db(),
      sql`SELECT greatest(big_pack, 10) AS line FROM goods WHERE id = ${g!.id}`,
    );
    await shapeLots(db(), g!.id, [line + 4]);
    const lows = async () => (await events(ep.all)).filter((e) => e === 'stock.low').length;
    const before = await lows();
    await placeOrder(g!.id, 3); // line + 1 left: still at or above the line
    expect(await lows()).toBe(before);
    await placeOrder(g!.id, 3); // line - 2 left: below
    expect(await latest('stock.low')).toMatchObject({
      goods_id: g!.id,
      stock: line - 2,
      previous_stock: line + 1,
      threshold: line,
    });
    await placeOrder(g!.id, 1); // already low: no second event
    expect(await lows()).toBe(before + 1);
  });

  it('endpoints get only what they subscribed to; a disabled one gets nothing', async () => {
    const all = new Set(await events(ep.all));
    expect([...all].sort()).toEqual([...WEBHOOK_EVENTS].sort());
    expect(await events(ep.approvals)).toEqual(['buyer.approved']);
    expect(await events(ep.disabled)).toEqual([]);
  });
});
