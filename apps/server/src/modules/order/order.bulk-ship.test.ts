import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBulkResult } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';
import { confirmWholeTransfer, pickAndCheck } from '../../../test/warehouse';

/** 批量发货: each checked order ships with its own carrier and tracking no.; the others are named. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await operatorCookie(t, 'warehouse');
}, 120_000);
afterAll(() => t.close());

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.deps.database.db, q);
const ship = (items: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/orders/bulk-ship',
    headers: { cookie },
    payload: { items },
  });
const orderOf = async (id: number) =>
  (
    await rows<{ status: string; company: string; tracking_no: string; order_no: string }>(
      sql`SELECT status, logistics_company AS company, tracking_no, order_no FROM orders WHERE id = ${id}`,
    )
  )[0]!;

describe(describeName('bulk ship over the orders table'), () => {
  let paid: number[];
  beforeAll(async () => {
    // Six orders paid by transfer and confirmed by finance: paid, waiting for the warehouse.
    const c = orderClient(t.app);
    const buyer = await signIn(t.app, 'pharmacy');
    const [g] = await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 50);
    paid = [];
    for (let k = 0; k < 6; k++) {
      const placed = await c.checkout(buyer, await c.addToCart(buyer, g!.id, 1), { coupon_id: 0 });
      if (placed.code !== 10000) throw new Error(placed.msg);
      const id = placed.data.orders[0]!.id;
      await c.pay(buyer, id, 'offline');
      expect(body(await confirmWholeTransfer(t, id)).code).toBe(10000);
      paid.push(id);
    }
  }, 120_000);

  it('ships the checked orders with their own waybills and names each other row with why not', async () => {
    expect(paid).toHaveLength(6);
    const [a, b, eph, unpicked] = paid as [number, number, number, number];
    for (const id of [a, b, eph]) await pickAndCheck(t, id);
    // The buyer's ID of an ephedrine order is checked on its own page, never in bulk.
    await t.deps.database.db.execute(sql`UPDATE orders SET kind = 'ephedrine' WHERE id = ${eph}`);
    const [done] = await rows<{ id: number }>(sql`SELECT id FROM orders WHERE status = 'done' LIMIT 1`);
    const unpickedNo = (await orderOf(unpicked)).order_no;

    const res = await ship([
      { id: a, company: '顺丰速运', tracking_no: 'SF7000000001' },
      { id: unpicked, company: '顺丰速运', tracking_no: 'SF7000000002' },
      { id: b, company: '京东物流', tracking_no: 'JD7000000003' },
      { id: eph, company: '顺丰速运', tracking_no: 'SF7000000004' },
      { id: done!.id, company: '顺丰速运', tracking_no: 'SF7000000005' },
      { id: 999_999, company: '顺丰速运', tracking_no: 'SF7000000006' },
    ]);
    const r = body<AdminBulkResult>(res);
    expect(r.msg).toBe('已处理 2 条，4 条未处理');
    expect(r.data.done).toEqual([a, b]);
    expect(r.data.refused).toEqual([
      {
        id: unpicked,
        reason: `订单 ${unpickedNo} 尚未拣货复核，不能发货：请先生成拣货单并由复核员复核`,
      },
      { id: eph, reason: '含麻黄碱订单须在订单详情核对购买人身份证后单独发货' },
      { id: done!.id, reason: '订单已完成，不能发货' },
      { id: 999_999, reason: '订单不存在' },
    ]);
    expect(await orderOf(a)).toMatchObject({
      status: 'shipped',
      company: '顺丰速运',
      tracking_no: 'SF7000000001',
    });
    expect(await orderOf(b)).toMatchObject({
      status: 'shipped',
      company: '京东物流',
      tracking_no: 'JD7000000003',
    });
    expect((await orderOf(eph)).status).toBe('picking');
    expect((await orderOf(unpicked)).status).toBe('paid');
    const audits = await rows<{ target_id: string }>(
      sql`SELECT target_id FROM audit_log WHERE action = 'order.ship'
           AND target_id IN (${sql.join(
             [a, b, eph, unpicked, done!.id].map((id) => sql`${String(id)}`),
             sql`, `,
           )}) ORDER BY seq`,
    );
    expect(audits.map((x) => Number(x.target_id))).toEqual([a, b]);
  });

  it('a carrier the platform does not take refuses that row only', async () => {
    const [p, q] = paid.slice(4) as [number, number];
    await pickAndCheck(t, p);
    await pickAndCheck(t, q);
    const r = body<AdminBulkResult>(
      await ship([
        { id: p, company: '某某快运', tracking_no: 'MM7000000011' },
        { id: q, company: '中通快递', tracking_no: 'ZT7000000012' },
      ]),
    ).data;
    expect(r).toEqual({
      done: [q],
      refused: [{ id: p, reason: '暂不支持「某某快运」，请选择合作物流公司' }],
    });
    expect((await orderOf(p)).status).toBe('picking');
  });

  it('one tracking no. typed for two orders, or a malformed one, is a 422 and nothing ships', async () => {
    const [p, q] = (
      await rows<{ id: number }>(sql`SELECT id FROM orders WHERE status = 'picking' ORDER BY id LIMIT 2`)
    ).map((r) => r.id) as [number, number];
    const twice = await ship([
      { id: p, company: '顺丰速运', tracking_no: 'SF7000000021' },
      { id: q, company: '顺丰速运', tracking_no: 'SF7000000021' },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(body(twice).msg).toBe('运单号 SF7000000021 填写了多次，每个订单须有自己的运单号');
    const bad = await ship([{ id: p, company: '顺丰速运', tracking_no: '1' }]);
    expect(body(bad)).toMatchObject({ code: 422, msg: '运单号为6-32位字母或数字' });
    expect(body(await ship([])).msg).toBe('请选择要处理的记录');
    expect([(await orderOf(p)).status, (await orderOf(q)).status]).toEqual(['picking', 'picking']);
  });
});
