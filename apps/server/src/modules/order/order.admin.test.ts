import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AuditRow, CheckView } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';

describe(describeName('back office: orders'), () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let pharmacy: string;
  let goods: PickedGoods[];
  const ops = {} as Record<'finance' | 'warehouse' | 'checker' | 'service', string>;
  beforeAll(async () => {
    t = await createTestApp();
    c = orderClient(t.app);
    pharmacy = await signIn(t.app, 'pharmacy');
    goods = await pickGoods(t.deps.database.db, 4, sql`g.min_qty = 1 AND g.mid_pack = 1`, 20);
    for (const r of ['finance', 'warehouse', 'checker', 'service'] as const)
      ops[r] = await operatorCookie(t, r);
  });
  afterAll(() => t.close());

  const placeByTransfer = async (k: number) => {
    const ids = await c.addToCart(pharmacy, goods[k]!.id, 2);
    const placed = await c.checkout(pharmacy, ids, { coupon_id: 0 });
    if (placed.code !== 10000) throw new Error(placed.msg);
    const order = placed.data.orders[0]!;
    await c.pay(pharmacy, order.id, 'offline');
    return order.id;
  };
  const post = (url: string, cookie: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  /** 拣货单 by the warehouse, 复核 by the second operator with a code per package of traced goods. */
  const pickAndCheck = async (id: number) => {
    expect(body(await post('/api/admin/warehouse/pick-lists', ops.warehouse, { order_ids: [id] })).code).toBe(
      10000,
    );
    const v = body<CheckView>(
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/warehouse/check/${id}`,
        headers: { cookie: ops.checker },
      }),
    ).data;
    const lines = v.lines.map((l) => ({
      line_id: l.line_id,
      codes: l.traced
        ? Array.from(
            { length: l.number },
            (_, k) => `${l.drug_id_code}${String(id * 1000 + k).padStart(13, '0')}`,
          )
        : [],
    }));
    expect(body(await post(`/api/admin/warehouse/check/${id}`, ops.checker, { lines })).code).toBe(10000);
  };
  const detail = async (id: number) =>
    body<AdminOrderDetail>(
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: { cookie: ops.finance } }),
    ).data;
  const auditOf = async (id: number) =>
    body<{ list: AuditRow[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?target_type=order&target_id=${id}`,
        headers: { cookie: await operatorCookie(t, 'super') },
      }),
    ).data.list;

  it('finance confirms a transfer once; the warehouse ships once with the FEFO lots; each step is audited', async () => {
    const id = await placeByTransfer(0);
    const list = body<{ list: { id: number; status: string }[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders?status=awaiting_transfer',
        headers: { cookie: ops.warehouse },
      }),
    ).data.list;
    expect(list.map((o) => o.id)).toContain(id);

    expect(
      (await post(`/api/admin/orders/${id}/confirm-transfer`, ops.warehouse, { note: 'x' })).statusCode,
    ).toBe(403);
    const payable = (await detail(id)).payable;
    const ok = await post(`/api/admin/orders/${id}/confirm-transfer`, ops.finance, {
      amount: payable,
      bank_serial: 'ICBC-A-0001',
      note: '工行到账',
    });
    expect(body(ok)).toMatchObject({ code: 10000, data: { status: 'paid', status_text: '待发货' } });
    const again = await post(`/api/admin/orders/${id}/confirm-transfer`, ops.finance, {
      amount: payable,
      bank_serial: 'ICBC-A-0002',
      note: '重复',
    });
    expect(body(again)).toMatchObject({ code: 10002, msg: '订单待发货，无需确认到账' });

    const d = await detail(id);
    // Paid is not yet shippable or printable: the pick list and the 复核 come first.
    expect(d.actions).toMatchObject({ can_ship: false, can_print: false, can_confirm_transfer: false });
    expect(d.lines[0]?.lots[0]?.batch_no).toMatch(/\S/);

    expect(
      body(
        await post(`/api/admin/orders/${id}/ship`, ops.warehouse, { company: '顺丰速运', tracking_no: '1' }),
      ).code,
    ).toBe(422);
    const early = await post(`/api/admin/orders/${id}/ship`, ops.warehouse, {
      company: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(body(early).msg).toMatch(/尚未拣货复核，不能发货/);
    await pickAndCheck(id);
    expect((await detail(id)).actions).toMatchObject({ can_ship: true, can_print: true });
    // A carrier the logistics provider does not take: refused, the order stays 拣货中, no record.
    const unknown = await post(`/api/admin/orders/${id}/ship`, ops.warehouse, {
      company: '某某快运',
      tracking_no: 'MM1234567890',
    });
    expect(body(unknown)).toMatchObject({ code: 10002, msg: '暂不支持「某某快运」，请选择合作物流公司' });
    expect((await detail(id)).status).toBe('picking');
    const shipped = await post(`/api/admin/orders/${id}/ship`, ops.warehouse, {
      company: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(body(shipped)).toMatchObject({ code: 10000, data: { status: 'shipped' } });
    // The waybill left through the outbox: a job written with the shipment, sent after its commit.
    await t.app.jobs.tick();
    await t.app.jobs.idle();
    const [waybill] = await queryRows<{ state: string; order_no: string }>(
      t.deps.database.db,
      sql`SELECT state, payload->>'orderNo' AS order_no FROM jobs
           WHERE kind = 'carrier.register' AND payload->>'trackingNo' = 'SF1234567890'`,
    );
    expect(waybill).toMatchObject({ state: 'done', order_no: d.order_no });
    const twice = await post(`/api/admin/orders/${id}/ship`, ops.warehouse, {
      company: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(body(twice)).toMatchObject({ code: 10002, msg: '订单已发货，不能发货' });

    const buyerView = body<{ traces: { text: string }[]; tracking_no: string }>(
      await c.inject('GET', `/api/order/${id}/logistics`, pharmacy),
    ).data;
    expect(buyerView.tracking_no).toBe('SF1234567890');
    // The logistics sandbox's first leg shows at once, newest first above the order's own steps.
    expect(buyerView.traces[0]?.text).toBe('【杭州市】顺丰速运 已揽收，运单号 SF1234567890');
    expect(buyerView.traces.map((x) => x.text)).toContain('商品已出库发货（顺丰速运 SF1234567890）');
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      'order.ship',
      'warehouse.check',
      'order.confirm_transfer',
    ]);
  });

  it('the 随货同行单 PDF holds the batch numbers of what was shipped', async () => {
    const id = await placeByTransfer(1);
    await post(`/api/admin/orders/${id}/confirm-transfer`, ops.finance, {
      amount: (await detail(id)).payable,
      bank_serial: 'ICBC-B-0001',
    });
    await pickAndCheck(id);
    const d = await detail(id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}/delivery-note.pdf`,
      headers: { cookie: ops.warehouse },
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(d.lines[0]?.lots.length).toBeGreaterThan(0);
  });

  it('cancel with refund: paid money goes back to the balance with a log line, stock returns, and only once', async () => {
    const id = await placeByTransfer(2);
    await post(`/api/admin/orders/${id}/confirm-transfer`, ops.finance, {
      amount: (await detail(id)).payable,
      bank_serial: 'ICBC-C-0001',
    });
    const balance = async () =>
      (
        await queryRows<{ b: number }>(
          t.deps.database.db,
          sql`SELECT balance_fen::float8 AS b FROM users WHERE username = 'kangjian'`,
        )
      )[0]!.b;
    const before = await balance();
    const paid = Number((await detail(id)).paid) * 100;
    expect(body(await post(`/api/admin/orders/${id}/cancel`, ops.service, { reason: '客户要求' })).code).toBe(
      403,
    );
    expect(body(await post(`/api/admin/orders/${id}/cancel`, ops.finance, { reason: '' })).code).toBe(422);
    const res = await post(`/api/admin/orders/${id}/cancel`, ops.finance, { reason: '客户要求取消' });
    expect(body(res)).toMatchObject({ code: 10000, data: { status: 'cancelled' } });
    expect(await balance()).toBe(before + paid);
    const again = await post(`/api/admin/orders/${id}/cancel`, ops.finance, { reason: '再次取消' });
    expect(body(again)).toMatchObject({ code: 10002, msg: '订单已取消，不能取消' });
    expect(await balance()).toBe(before + paid);
    const [log] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM user_money_log WHERE order_id = ${id} AND use_type = 3`,
    );
    expect(log?.n).toBe(1);
  });

  it('lists orders newest placed first, whatever order they were stored in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?page=1&page_size=50',
      headers: { cookie: ops.finance },
    });
    const times = body<{ list: { created_at: string }[] }>(res).data.list.map((o) =>
      Date.parse(o.created_at),
    );
    expect(times.length).toBeGreaterThan(3);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('exports the filtered list as Excel', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export?status=shipped',
      headers: { cookie: ops.finance },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
