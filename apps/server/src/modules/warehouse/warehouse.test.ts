/**
 * The warehouse's day: 拣货单 → 复核 by a second operator scanning every package's 药品追溯码 →
 * 发货 → the 随货同行单 → the buyer's trace-code file. Every refusal names its line and changes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, CheckView } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { pdfPages, pdfTexts } from '../../../test/pdf-text';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { confirmWholeTransfer } from '../../../test/warehouse';
import { orderClient } from '../checkout/order.fixtures';

describe(describeName('warehouse: pick, check, ship, trace codes'), () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let pharmacy: string;
  const ops = {} as Record<'finance' | 'warehouse' | 'checker' | 'service', string>;
  let serial = 1;
  beforeAll(async () => {
    t = await createTestApp();
    c = orderClient(t.app);
    pharmacy = await signIn(t.app, 'pharmacy');
    for (const r of ['finance', 'warehouse', 'checker', 'service'] as const)
      ops[r] = await operatorCookie(t, r);
  });
  afterAll(() => t.close());

  const db = () => t.deps.database.db;
  const post = (url: string, cookie: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const codesFor = (prefix: string, n: number) =>
    Array.from({ length: n }, () => `${prefix}${String(serial++).padStart(13, '0')}`);

  /** A traced goods in the 品牌药满减 activity that takes coupons, bought past the ¥1000 tier. */
  async function orderWithDiscounts(): Promise<number> {
    const [g] = await queryRows<{ id: number; price: number; stock: number }>(
      db(),
      sql`SELECT g.id, g.base_price_fen::float8 AS price, g.stock FROM goods g
            JOIN manjian_goods mg ON mg.goods_id = g.id JOIN manjian_activities a ON a.id = mg.activity_id
           WHERE a.name = '品牌药满减' AND g.traced AND g.with_coupon AND g.min_qty = 1 AND g.mid_pack = 1
             AND g.is_buy AND NOT g.is_ephedrine AND NOT g.is_controlled AND g.base_price_fen BETWEEN 3000 AND 20000
             AND g.stock >= 120
           ORDER BY g.id LIMIT 1`,
    );
    const n = Math.ceil(110_000 / g!.price);
    const ids = await c.addToCart(pharmacy, g!.id, n);
    const confirm = await c.confirm(pharmacy, ids);
    const placed = await c.place(pharmacy, {
      ids: ids.join(','),
      address_id: confirm.data.default_address_id ?? (await c.newAddress(pharmacy)),
      expected_payable: confirm.data.amounts.payable,
      coupon_id: confirm.data.best_coupon_id ?? 0,
      pay_type: 'offline',
    });
    if (placed.code !== 10000) throw new Error(placed.msg);
    const id = placed.data.orders[0]!.id;
    await c.pay(pharmacy, id, 'offline');
    expect(body(await confirmWholeTransfer(t, id, '工行到账')).code).toBe(10000);
    return id;
  }

  /** A paid order of a few traced goods (no discount needed). */
  async function plainOrder(k: number): Promise<number> {
    const goods = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM goods WHERE traced AND min_qty = 1 AND mid_pack = 1 AND is_buy AND NOT is_ephedrine
            AND NOT is_controlled AND stock > 50 ORDER BY id LIMIT 1 OFFSET ${40 + k}`,
    );
    const ids = await c.addToCart(pharmacy, goods[0]!.id, 2);
    const placed = await c.checkout(pharmacy, ids, { coupon_id: 0, pay_type: 'offline' });
    if (placed.code !== 10000) throw new Error(placed.msg);
    const id = placed.data.orders[0]!.id;
    await c.pay(pharmacy, id, 'offline');
    await confirmWholeTransfer(t, id);
    return id;
  }

  const view = async (id: number) =>
    body<CheckView>(await get(`/api/admin/warehouse/check/${id}`, ops.checker)).data;
  const check = (id: number, cookie: string, lines: { line_id: number; codes: string[] }[]) =>
    post(`/api/admin/warehouse/check/${id}`, cookie, { lines });
  const refusedWith = async (res: Awaited<ReturnType<typeof post>>, msg: string | RegExp) => {
    const b = body(res);
    expect(b.code).toBe(10002);
    expect(b.msg).toMatch(msg);
  };
  const goodCodes = (v: CheckView) =>
    v.lines.map((l) => ({ line_id: l.line_id, codes: l.traced ? codesFor(l.drug_id_code, l.number) : [] }));

  it('paid → pick list → check by a second operator → ship → delivery note → buyer downloads the codes', async () => {
    const id = await orderWithDiscounts();
    // Shipping before the warehouse steps is refused.
    await refusedWith(
      await post(`/api/admin/orders/${id}/ship`, ops.warehouse, {
        company: '顺丰速运',
        tracking_no: 'SF1234567890',
      }),
      /尚未拣货复核，不能发货/,
    );
    const pick = await post('/api/admin/warehouse/pick-lists', ops.warehouse, { order_ids: [id] });
    const pl = body<{ id: number; pick_no: string; order_ids: number[] }>(pick);
    expect(pl).toMatchObject({ code: 10000, data: { order_ids: [id] } });
    await refusedWith(
      await post('/api/admin/warehouse/pick-lists', ops.warehouse, { order_ids: [id] }),
      /不是待发货状态/,
    );
    const pickPdf = await get(`/api/admin/warehouse/pick-lists/${pl.data.id}/pdf`, ops.warehouse);
    expect(pickPdf.headers['content-type']).toBe('application/pdf');
    const v = await view(id);
    expect(v).toMatchObject({
      status: 'picking',
      status_text: '拣货中',
      picker: '王海涛',
      pick_no: pl.data.pick_no,
    });
    const pickText = pdfTexts(pickPdf.rawPayload).join('');
    for (const lot of v.lines.flatMap((l) => l.lots)) expect(pickText).toContain(lot.batch_no);
    expect(pickText).toContain('王海涛');

    // Shipping before the check, and printing the note before it: refused.
    await refusedWith(
      await post(`/api/admin/orders/${id}/ship`, ops.warehouse, {
        company: '顺丰速运',
        tracking_no: 'SF1234567890',
      }),
      /尚未复核，不能发货/,
    );
    const line = v.lines[0]!;
    const good = goodCodes(v);
    // The picker checking their own pick.
    await refusedWith(await check(id, ops.warehouse, good), '复核人不能是拣货员本人，请由另一名仓库人员复核');
    // Wrong length, wrong prefix, too many, too few, a code twice.
    const bad = (codes: string[]) => [{ line_id: line.line_id, codes }];
    const ok = good[0]!.codes;
    await refusedWith(
      await check(id, ops.checker, bad([...ok.slice(1), '123'])),
      /第1行「.+」追溯码 123：追溯码须为20位数字/,
    );
    const wrongPrefix = `9999999${ok[0]!.slice(7)}`;
    await refusedWith(
      await check(id, ops.checker, bad([...ok.slice(1), wrongPrefix])),
      new RegExp(`第1行「.+」追溯码 ${wrongPrefix}：追溯码前7位应为药品标识码 ${line.drug_id_code}`),
    );
    await refusedWith(
      await check(id, ops.checker, bad([...ok, ...codesFor(line.drug_id_code, 1)])),
      /多于数量/,
    );
    await refusedWith(await check(id, ops.checker, bad(ok.slice(1))), /少于数量/);
    await refusedWith(await check(id, ops.checker, bad([...ok.slice(1), ok[1]!])), /重复扫描/);
    expect((await view(id)).lines[0]!.codes).toEqual([]);

    expect(body(await check(id, ops.checker, good))).toMatchObject({ code: 10000, msg: '复核通过' });
    await refusedWith(await check(id, ops.checker, good), '该订单已复核，无需重复复核');
    expect((await view(id)).lines[0]!.codes).toEqual(ok);
    const shipped = await post(`/api/admin/orders/${id}/ship`, ops.warehouse, {
      company: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(body(shipped)).toMatchObject({ code: 10000, data: { status: 'shipped' } });

    // The 随货同行单: every GSP field, the maker whole, and amounts that reconcile to the fen.
    const d = body<AdminOrderDetail>(await get(`/api/admin/orders/${id}`, ops.warehouse)).data;
    expect(Number(d.manjian)).toBeGreaterThan(0);
    expect(Number(d.coupon)).toBeGreaterThan(0);
    const fen = (y: string) => Math.round(Number(y) * 100);
    expect(fen(d.goods_amount) - fen(d.manjian) - fen(d.coupon) + fen(d.shipping_fee)).toBe(fen(d.payable));
    const note = await get(`/api/admin/warehouse/delivery-notes.pdf?ids=${id}`, ops.warehouse);
    expect(note.headers['content-type']).toBe('application/pdf');
    const text = pdfTexts(note.rawPayload).join('');
    const l = d.lines[0]!;
    const rowsTotal = d.lines.reduce((s, x) => s + fen(x.total), 0);
    expect(rowsTotal).toBe(fen(d.goods_amount));
    for (const want of [
      '随货同行单',
      '供货单位',
      '浙江康源医药有限公司',
      '江南大道3888号',
      '购货单位',
      d.buyer.company,
      d.address.detail,
      l.name,
      l.dosage_form,
      l.ypgg,
      l.sccj,
      l.approval_no,
      l.lots[0]!.batch_no,
      l.lots[0]!.produced_on,
      l.lots[0]!.expires_on,
      l.bzdw,
      l.price,
      `货款 ¥${d.goods_amount}`,
      `满减优惠 −¥${d.manjian}`,
      `−¥${d.coupon}`,
      `应付金额 ¥${d.payable}`,
      `发货日期：${d.fulfilment.shipped_at}`,
      '发货人：王海涛',
      '复核人：孙立军',
      '出库专用章',
    ])
      expect(text, want).toContain(want);
    expect(text).not.toContain('…');

    // The buyer's file: every code with its line and batch, as xlsx and as CSV.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/order/${id}/trace_codes?format=csv`,
      headers: { cookie: pharmacy },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const csvText = csv.payload;
    for (const code of ok) expect(csvText).toContain(code);
    expect(csvText).toContain(l.lots[0]!.batch_no);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/order/${id}/trace_codes`,
      headers: { cookie: pharmacy },
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const other = await signIn(t.app, 'chain');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/order/${id}/trace_codes`, headers: { cookie: other } }))
        .statusCode,
    ).toBe(404);

    // A code already shipped is refused on any other order.
    const second = await plainOrder(1);
    await post('/api/admin/warehouse/pick-lists', ops.warehouse, { order_ids: [second] });
    const v2 = await view(second);
    const reuse = goodCodes(v2);
    reuse[0]!.codes[0] = `${v2.lines[0]!.drug_id_code}${ok[0]!.slice(7)}`;
    if (v2.lines[0]!.drug_id_code === line.drug_id_code)
      await refusedWith(await check(second, ops.checker, reuse), /已在订单 .+ 使用/);
    reuse[0]!.codes[0] = ok[0]!;
    await refusedWith(await check(second, ops.checker, reuse), /追溯码/);
    expect((await view(second)).checker).toBe('');

    // Several orders' notes in one PDF; the day's outbound codes and the GSP sales records export.
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const codesFile = await get(`/api/admin/warehouse/trace-codes/export?date=${day}`, ops.warehouse);
    expect(codesFile.headers['content-type']).toContain('spreadsheetml');
    const sales = await get(`/api/admin/warehouse/sales-records/export?from=${day}&to=${day}`, ops.warehouse);
    expect(sales.headers['content-type']).toContain('spreadsheetml');
    expect(
      body(await get(`/api/admin/warehouse/sales-records/export?from=${day}&to=2020-01-01`, ops.warehouse))
        .msg,
    ).toBe('结束日期不能早于开始日期');
  });

  it('a 50-line order prints a whole delivery note over a few pages; several orders print in one PDF', async () => {
    const goods = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM goods WHERE NOT traced AND min_qty = 1 AND mid_pack = 1 AND is_buy AND NOT is_ephedrine
            AND NOT is_controlled AND stock > 20 ORDER BY length(sccj) DESC, id LIMIT 50`,
    );
    const ids: number[] = [];
    for (const g of goods) ids.push(...(await c.addToCart(pharmacy, g.id, 1)));
    const placed = await c.checkout(pharmacy, ids, { coupon_id: 0, pay_type: 'offline' });
    const id = placed.data.orders[0]!.id;
    await c.pay(pharmacy, id, 'offline');
    await confirmWholeTransfer(t, id);
    const one = await plainOrder(3);
    await post('/api/admin/warehouse/pick-lists', ops.warehouse, { order_ids: [id, one] });
    for (const o of [id, one])
      expect(body(await check(o, ops.checker, goodCodes(await view(o)))).code).toBe(10000);
    const big = await get(`/api/admin/warehouse/delivery-notes.pdf?ids=${id}`, ops.warehouse);
    const pages = pdfPages(big.rawPayload);
    expect(pages).toBeGreaterThan(1);
    const text = pdfTexts(big.rawPayload).join('');
    const d = body<AdminOrderDetail>(await get(`/api/admin/orders/${id}`, ops.warehouse)).data;
    expect(d.lines).toHaveLength(goods.length);
    for (const l of d.lines) expect(text.replace(/\s/g, '')).toContain(l.sccj.replace(/\s/g, ''));
    const both = await get(`/api/admin/warehouse/delivery-notes.pdf?ids=${id},${one}`, ops.warehouse);
    expect(pdfPages(both.rawPayload)).toBe(pages + 1);
    console.info(`[delivery note] ${d.lines.length}-line order: ${pages} pages (A4 landscape)`);
  });
});
