import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '@shop/shared';
import type { AftersaleDetail, AftersaleOptions, OrderListResponse } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { multipart, SAMPLE_FILES } from '../../../test/multipart';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let pharmacy: string;
let chain: string;
const ops = {} as Record<'warehouse' | 'finance' | 'service', string>;
let doneOrders: number[];
let shippedOrder: number;

beforeAll(async () => {
  t = await createTestApp();
  pharmacy = await signIn(t.app, 'pharmacy');
  chain = await signIn(t.app, 'chain');
  for (const role of ['warehouse', 'finance', 'service'] as const) ops[role] = await operatorCookie(t, role);
  const rows = await queryRows<{ id: number; status: string }>(
    db(),
    sql`SELECT o.id, o.status FROM orders o JOIN users u ON u.id = o.user_id
         WHERE u.username = 'kangjian' AND o.status IN ('done', 'shipped') ORDER BY o.id`,
  );
  doneOrders = rows.filter((r) => r.status === 'done').map((r) => r.id);
  shippedOrder = rows.find((r) => r.status === 'shipped')?.id ?? 0;
}, 60_000);
afterAll(async () => t.close());

const db = () => t.deps.database.db;
const get = (url: string, cookie = pharmacy) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: object, cookie = pharmacy) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const options = async (orderId: number) =>
  body<AftersaleOptions>(await get(`/api/aftersale/order/${orderId}`)).data;
const apply = (payload: object, cookie = pharmacy) => post('/api/aftersale', payload, cookie);
const detail = async (id: number) => body<AftersaleDetail>(await get(`/api/aftersale/${id}`)).data;
const PASS = { result: 'pass', reason: '外包装完好' };
const op = (id: number, action: string, role: RoleCode & keyof typeof ops, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/aftersales/${id}/${action}`,
    headers: { cookie: ops[role] },
    payload,
  });
const balance = async () =>
  Number(
    (
      await queryRows<{ b: string }>(
        db(),
        sql`SELECT balance_fen AS b FROM users WHERE username = 'kangjian'`,
      )
    )[0]?.b,
  );
const lotStock = async (orderLineLotId: number) =>
  (
    await queryRows<{ s: number; g: number }>(
      db(),
      sql`SELECT l.stock AS s, g.stock AS g FROM order_line_lots x JOIN goods_lots l ON l.id = x.lot_id
          JOIN goods g ON g.id = x.goods_id WHERE x.id = ${orderLineLotId}`,
    )
  )[0];
const count = async (table: string) =>
  (await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]?.n;

/** A PNG the buyer of `cookie` uploads as a return photo; its upload id. */
async function returnPhoto(cookie: string) {
  const { payload, headers } = await multipart({ file: SAMPLE_FILES.png(), kind: 'return_photo' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, cookie },
  });
  return body<{ id: number }>(res).data.id;
}

/** Applies for one unit of the first lot with units left; returns the request id. */
async function oneUnit(kind = 'return', orderId = doneOrders[0]!) {
  const lot = (await options(orderId)).lots.find((l) => l.returnable > 0)!;
  const res = body<{ id: number }>(
    await apply({
      order_id: orderId,
      kind,
      reason: '外箱破损，药品受潮',
      lines: [{ lot_id: lot.lot_id, number: 1 }],
    }),
  );
  expect(res.code).toBe(10000);
  return { id: res.data.id, lot };
}

describe(describeName('returns and after-sales: buyer calls'), () => {
  it('a received order offers its lots; a shipped one, another buyer’s and a disabled account do not', async () => {
    const o = await options(doneOrders[0]!);
    expect(o.lots.length).toBeGreaterThan(0);
    expect(o.lots.every((l) => l.returnable === l.received && l.batch_no !== '')).toBe(true);
    expect(body(await get(`/api/aftersale/order/${shippedOrder}`)).msg).toBe(
      '订单确认收货后才能申请退货或售后',
    );
    expect((await get(`/api/aftersale/order/${doneOrders[0]}`, chain)).statusCode).toBe(404);
    await db().execute(sql`UPDATE users SET is_after_sale = false WHERE username = 'kangjian'`);
    expect(body(await get(`/api/aftersale/order/${doneOrders[0]}`)).msg).toBe(
      '您的账号暂未开通售后服务，请联系客服',
    );
    await db().execute(sql`UPDATE users SET is_after_sale = true WHERE username = 'kangjian'`);
  });

  it('never takes more than received minus already asked back, nor bad input, nor others’ photos', async () => {
    const lot = (await options(doneOrders[1]!)).lots[0]!;
    const before = await count('aftersales');
    const base = { order_id: doneOrders[1], kind: 'quality', reason: '药片变色' };
    const over = await apply({ ...base, lines: [{ lot_id: lot.lot_id, number: lot.received + 1 }] });
    expect(body(over).msg).toBe(`${lot.name}（批号${lot.batch_no}）最多还能申请${lot.received}${lot.bzdw}`);
    const foreignLot = (await options(doneOrders[0]!)).lots[0]!.lot_id;
    expect(body(await apply({ ...base, lines: [{ lot_id: foreignLot, number: 1 }] })).msg).toBe(
      '退货批次不属于该订单',
    );
    expect(body(await apply({ ...base, kind: 'x', lines: [{ lot_id: lot.lot_id, number: 1 }] })).msg).toBe(
      '请选择售后类型',
    );
    expect(body(await apply({ ...base, reason: ' ', lines: [{ lot_id: lot.lot_id, number: 1 }] })).msg).toBe(
      '请填写申请原因',
    );
    expect(body(await apply({ ...base, lines: [] })).msg).toBe('请选择要退的商品');
    const photo = await returnPhoto(chain);
    const stolen = await apply({ ...base, images: [photo], lines: [{ lot_id: lot.lot_id, number: 1 }] });
    expect(stolen.statusCode).toBe(422);
    expect(await count('aftersales')).toBe(before);

    const part = Math.max(lot.received - 1, 1);
    expect(body(await apply({ ...base, lines: [{ lot_id: lot.lot_id, number: part }] })).code).toBe(10000);
    const left = lot.received - part;
    const again = await apply({ ...base, lines: [{ lot_id: lot.lot_id, number: left + 1 }] });
    expect(body(again).msg).toContain(left === 0 ? '已全部申请过退货或售后' : `最多还能申请${left}`);
    expect((await options(doneOrders[1]!)).lots[0]!.returnable).toBe(left);
  });

  it('lists and shows only the buyer’s own requests; others get 404 and change nothing', async () => {
    const { id } = await oneUnit('damaged');
    const list = body<{ list: Array<{ id: number; kind_text: string; status_text: string }> }>(
      await get('/api/aftersale'),
    ).data.list;
    expect(list.find((r) => r.id === id)).toMatchObject({ kind_text: '破损', status_text: '待审核' });
    expect((await get(`/api/aftersale/${id}`, chain)).statusCode).toBe(404);
    expect(body<{ list: unknown[] }>(await get('/api/aftersale', chain)).data.list).toHaveLength(0);
    expect(
      (await op(id, 'approve', 'warehouse', { return_address: '杭州市余杭区仓前街道1号仓' })).statusCode,
    ).toBe(200);
    const ship = { carrier: '顺丰速运', tracking_no: 'SF1234567890' };
    expect((await post(`/api/aftersale/${id}/ship`, ship, chain)).statusCode).toBe(404);
    expect((await detail(id)).status).toBe('approved');
    expect(body(await post(`/api/aftersale/${id}/ship`, { ...ship, tracking_no: '单号' })).msg).toBe(
      '快递单号格式不正确',
    );
    expect(body(await post(`/api/aftersale/${id}/ship`, ship)).code).toBe(10000);
    expect((await detail(id)).carrier).toBe('顺丰速运');
  });

  it('the orders list shows each order’s after-sales state', async () => {
    const { id } = await oneUnit('wrong');
    const list = body<OrderListResponse>(await get('/api/order?status=done')).data.list;
    expect(list.find((o) => o.id === doneOrders[0])?.after_sale).toMatchObject({
      id,
      text: '错发待审核',
      path: `/order/afterSalesInfo/${id}`,
    });
  });
});

describe(describeName('returns and after-sales: the state machine'), () => {
  const addr = { return_address: '杭州市余杭区仓前街道1号仓 王海涛 0571-88888888' };
  const refusedBy = async (res: Awaited<ReturnType<typeof op>>, msg: string) => {
    expect(body(res)).toMatchObject({ code: 10002, msg });
  };
  const ship = (id: number) =>
    post(`/api/aftersale/${id}/ship`, { carrier: '中通快递', tracking_no: 'ZT778899001' });

  it('walks 待审核 → 已同意 → 买家已寄回 → 已收货 → 已退款, refusing every step out of order', async () => {
    const { id, lot } = await oneUnit('return');
    const d0 = await detail(id);
    const stock0 = await lotStock(lot.lot_id);
    await refusedBy(await ship(id), '售后单待审核，不能填写寄回信息');
    await refusedBy(await op(id, 'receive', 'warehouse', PASS), '售后单待审核，不能确认收货');
    await refusedBy(await op(id, 'refund', 'finance'), '售后单待审核，不能退款');

    expect(body(await op(id, 'approve', 'warehouse', addr)).data).toMatchObject({ status_text: '已同意' });
    await refusedBy(await op(id, 'approve', 'warehouse', addr), '售后单已同意，不能同意');
    await refusedBy(await op(id, 'reject', 'warehouse', { reason: '超期' }), '售后单已同意，不能拒绝');
    await refusedBy(await op(id, 'receive', 'warehouse', PASS), '售后单已同意，不能确认收货');
    await refusedBy(await op(id, 'refund', 'finance'), '售后单已同意，不能退款');

    expect(body(await ship(id)).code).toBe(10000);
    await refusedBy(await ship(id), '售后单买家已寄回，不能填写寄回信息');
    await refusedBy(await op(id, 'approve', 'warehouse', addr), '售后单买家已寄回，不能同意');
    await refusedBy(await op(id, 'refund', 'finance'), '售后单买家已寄回，不能退款');
    expect(await lotStock(lot.lot_id)).toEqual(stock0);

    expect(body(await op(id, 'receive', 'warehouse', PASS)).code).toBe(10000);
    const stock1 = await lotStock(lot.lot_id);
    expect(stock1).toEqual({ s: stock0!.s + 1, g: stock0!.g + 1 });
    await refusedBy(await op(id, 'receive', 'warehouse', PASS), '售后单已收货，不能确认收货');
    expect(await lotStock(lot.lot_id)).toEqual(stock1);
    await refusedBy(await op(id, 'reject', 'warehouse', { reason: 'x' }), '售后单已收货，不能拒绝');

    expect((await op(id, 'refund', 'warehouse')).statusCode).toBe(403);
    const b0 = await balance();
    expect(body(await op(id, 'refund', 'finance')).data).toMatchObject({ status_text: '已退款' });
    await refusedBy(await op(id, 'refund', 'finance'), '售后单已退款，不能退款');
    expect(await balance()).toBe(b0 + Math.round(Number(d0.refund) * 100));
    const log = body<{ list: Array<{ remark: string; use_type_text: string }> }>(
      await get('/api/user/user_money_log'),
    ).data.list;
    expect(log.filter((l) => l.remark.includes(`售后单${id}`))).toHaveLength(1);
    expect(log[0]).toMatchObject({ use_type_text: '订单退款' });
    const d = await detail(id);
    expect(d.timeline.map((e) => e.status)).toEqual([
      'pending',
      'approved',
      'shipped',
      'received',
      'refunded',
    ]);
    for (const [action, role] of [
      ['approve', 'warehouse'],
      ['receive', 'warehouse'],
    ] as const)
      expect(body(await op(id, action, role, { ...addr, ...PASS })).code).toBe(10002);
  });

  it('a damaged return inspected 不合格 goes to quarantine, never to sale; the refund does not wait; disposal is recorded once', async () => {
    const { id, lot } = await oneUnit('damaged');
    expect(body(await op(id, 'approve', 'warehouse', addr)).code).toBe(10000);
    expect(body(await ship(id)).code).toBe(10000);
    const stock0 = await lotStock(lot.lot_id);
    // 不合格 needs a reason; nothing changes without one.
    expect(body(await op(id, 'receive', 'warehouse', { result: 'fail', reason: '' })).msg).toBe(
      '不合格须填写原因',
    );
    expect((await detail(id)).status).toBe('shipped');
    // The photo goes through the upload module first: the inspection keeps only its admin address.
    const [photo] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`INSERT INTO uploads (kind, storage_key, mime, size) VALUES ('inspection_photo', 'x/1.jpg', 'image/jpeg', 1)
          RETURNING id`,
    );
    const fail = {
      result: 'fail',
      reason: '外箱压损，铝塑板破裂',
      photos: [`/api/admin/inspection-photos/${photo!.id}`],
    };
    expect(body(await op(id, 'receive', 'warehouse', fail)).msg).toBe('验收不合格，商品已转入不合格品区');
    expect(await lotStock(lot.lot_id)).toEqual(stock0);
    const held = body<{ list: { id: number; aftersale_id: number; number: number; status_text: string }[] }>(
      await get('/api/admin/warehouse/quarantine?status=held', ops.warehouse),
    ).data.list.find((q) => q.aftersale_id === id)!;
    expect(held).toMatchObject({ number: 1, status_text: '隔离待处置' });
    // The refund goes ahead before any disposal.
    expect(body(await op(id, 'refund', 'finance')).data).toMatchObject({ status_text: '已退款' });
    const dispose = (payload: object) =>
      post(`/api/admin/warehouse/quarantine/${held.id}/dispose`, payload, ops.warehouse);
    expect(body(await dispose({ action: 'destroyed', reason: ' ' })).msg).toBe('请填写处置原因');
    expect(
      body(await dispose({ action: 'destroyed', reason: '监督销毁，见销毁记录 XH-2026-118' })).code,
    ).toBe(10000);
    await refusedBy(
      await dispose({ action: 'returned', reason: '再次处置' }),
      '该不合格品已处置，不能重复处置',
    );
    expect(await lotStock(lot.lot_id)).toEqual(stock0);
    const ledger = await queryRows<{ kind: string; delta: number; qty_after: number }>(
      db(),
      sql`SELECT s.kind, s.delta, s.qty_after FROM stock_ledger s JOIN order_line_lots x ON x.lot_id = s.lot_id
           WHERE x.id = ${lot.lot_id} AND s.area = 'quarantine' ORDER BY s.id DESC LIMIT 2`,
    );
    expect(ledger).toEqual([
      { kind: 'dispose', delta: -1, qty_after: 0 },
      { kind: 'quarantine', delta: 1, qty_after: 1 },
    ]);
  });

  it('a rejected request gives its units back to apply for, and goes nowhere else', async () => {
    const { id, lot } = await oneUnit('near_expiry');
    const left = (await options(doneOrders[0]!)).lots.find((l) => l.lot_id === lot.lot_id)!.returnable;
    expect(body(await op(id, 'reject', 'warehouse', { reason: '' })).msg).toBe('请填写拒绝原因');
    expect(body(await op(id, 'reject', 'warehouse', { reason: '效期在约定范围内，不予退货' })).code).toBe(
      10000,
    );
    expect((await detail(id)).reject_reason).toBe('效期在约定范围内，不予退货');
    expect((await options(doneOrders[0]!)).lots.find((l) => l.lot_id === lot.lot_id)!.returnable).toBe(
      left + 1,
    );
    await refusedBy(await op(id, 'approve', 'warehouse', addr), '售后单已拒绝，不能同意');
    await refusedBy(await ship(id), '售后单已拒绝，不能填写寄回信息');
    await refusedBy(await op(id, 'receive', 'warehouse', PASS), '售后单已拒绝，不能确认收货');
    await refusedBy(await op(id, 'refund', 'finance'), '售后单已拒绝，不能退款');
    expect((await op(999_999, 'approve', 'warehouse', addr)).statusCode).toBe(404);
  });

  it('the back office lists and shows requests to those who may see them', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/aftersales?status=pending',
      headers: { cookie: ops.service },
    });
    const rows = body<{ list: Array<{ id: number; status: string; buyer_company: string }> }>(list).data.list;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'pending' && r.buyer_company === '杭州康健大药房有限公司')).toBe(
      true,
    );
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/aftersales/${rows[0]!.id}`,
      headers: { cookie: ops.service },
    });
    expect(body<AftersaleDetail>(one).data.lines.length).toBeGreaterThan(0);
    expect((await op(rows[0]!.id, 'approve', 'service', addr)).statusCode).toBe(403);
  });

  it('an operator opens the buyer’s return photos, which the buyer’s own file address would not serve them', async () => {
    const photo = await returnPhoto(pharmacy);
    const lot = (await options(doneOrders[0]!)).lots.find((l) => l.returnable > 0)!;
    const made = await apply({
      order_id: doneOrders[0],
      kind: 'damaged',
      reason: '外箱压坏',
      images: [photo],
      lines: [{ lot_id: lot.lot_id, number: 1 }],
    });
    const id = body<{ id: number }>(made).data.id;
    const seen = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: ops.service } });
    const images = body<AftersaleDetail>(await seen(`/api/admin/aftersales/${id}`)).data.images;
    expect(images.map((i) => i.url)).toEqual([`/api/admin/aftersales/${id}/images/1`]);
    const file = await seen(images[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await seen(`/api/admin/aftersales/${id}/images/2`)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: images[0]!.url });
    expect(anonymous.statusCode).toBe(401);
  });
});
