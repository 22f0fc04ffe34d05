import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PayInfo, PayResult } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';
import { yuanToFen } from '@shop/shared';
import { adminConfirmTransfer } from '../order/order.admin.service';
import { operatorId } from '../../../test/admin';
import { signedHeaders } from './sandbox.provider';

const KEY = 'test-sandbox-key-0123456789abcdef0123456789';

describe(describeName('payment: transfer, sandbox gateway, notifications'), () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let pharmacy: string;
  let goods: PickedGoods[];
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_KEY: KEY, PAYMENT_SANDBOX_NOTIFY_DELAY_MS: '5' });
    c = orderClient(t.app);
    pharmacy = await signIn(t.app, 'pharmacy');
    goods = await pickGoods(t.deps.database.db, 6, sql`g.min_qty = 1 AND g.mid_pack = 1`, 20);
  });
  afterAll(() => t.close());
  const db = () => t.deps.database.db;
  const placeOne = async (k: number) => {
    const ids = await c.addToCart(pharmacy, goods[k]!.id, 3);
    const placed = await c.checkout(pharmacy, ids, { coupon_id: 0 });
    if (placed.code !== 10000) throw new Error(placed.msg);
    return placed.data.orders[0]!;
  };
  const detail = async (id: number) =>
    body<OrderDetail>(await c.inject('GET', `/api/order/${id}`, pharmacy)).data;
  const notify = (raw: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/notify/sandbox',
      headers: { ...headers, origin: 'https://evil.example' },
      payload: raw,
    });
  const notification = (outTradeNo: string, fee: number, notifyId = `n-${outTradeNo}`) =>
    JSON.stringify({
      notify_id: notifyId,
      out_trade_no: outTradeNo,
      trade_no: `SBX-${notifyId}`,
      channel: 'wechat',
      total_fee: fee,
      trade_state: 'SUCCESS',
      success_time: new Date().toISOString(),
    });

  it('offline transfer shows the bank account and stays 待确认到账 until an operator confirms', async () => {
    const order = await placeOne(0);
    const res = body<PayResult>(await c.pay(pharmacy, order.id, 'offline'));
    expect(res.data).toMatchObject({ pay_type: 'offline', status: 'awaiting_transfer' });
    expect(res.data.pay_type === 'offline' && res.data.bank_account.account_no).toBeTruthy();
    const info = body<PayInfo>(await c.inject('GET', `/api/order/${order.id}/pay-info`, pharmacy)).data;
    expect(info.status_text).toBe('待确认到账');
    const finance = { operatorId: await operatorId(t, 'finance'), operatorName: '李晓梅', ip: '127.0.0.1' };
    const body1 = { amount: yuanToFen(order.payable) ?? 0, bank_serial: 'ICBC-T-0001', note: '工行到账' };
    await adminConfirmTransfer(db(), finance, order.id, body1);
    await expect(
      adminConfirmTransfer(db(), finance, order.id, { ...body1, bank_serial: 'X-0002' }),
    ).rejects.toThrow('无需确认到账');
    const d = await detail(order.id);
    expect(d.status).toBe('paid');
    expect(d.timeline.map((e) => e.status)).toEqual(['unpaid', 'awaiting_transfer', 'paid']);
  });

  it('sandbox: QR → cashier → 确认支付 → asynchronous signed notification → paid', async () => {
    const order = await placeOne(1);
    const res = body<PayResult>(await c.pay(pharmacy, order.id, 'wechat'));
    if (res.data.pay_type !== 'wechat') throw new Error(res.msg);
    const again = body<PayResult>(await c.pay(pharmacy, order.id, 'wechat'));
    expect(again.data).toMatchObject({ out_trade_no: res.data.out_trade_no });
    const cashier = await t.app.inject({ url: res.data.cashier_url, headers: { cookie: pharmacy } });
    expect(cashier.body).toContain('确认支付');
    expect(cashier.body).toContain(`¥${order.payable}`);
    const token = new URL(res.data.cashier_url, 'http://x').searchParams.get('t')!;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${res.data.out_trade_no}/confirm`,
      payload: `t=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: pharmacy },
    });
    expect(paid.body).toContain('支付成功');
    for (let i = 0; i < 100 && (await detail(order.id)).status !== 'paid'; i++)
      await new Promise((r) => setTimeout(r, 20));
    const d = await detail(order.id);
    expect(d.status).toBe('paid');
    expect(d.payment).toMatchObject({ pay_type: 'wechat', out_trade_no: res.data.out_trade_no });
  });

  it('duplicate and reordered notifications pay once; forged or altered ones are refused and logged', async () => {
    const order = await placeOne(2);
    const res = body<PayResult>(await c.pay(pharmacy, order.id, 'alipay'));
    if (res.data.pay_type !== 'alipay') throw new Error(res.msg);
    const fee = Math.round(Number(order.payable) * 100);
    const trade = res.data.out_trade_no;

    const forged = notification(trade, fee, 'forged-1');
    const r1 = await notify(forged, signedHeaders('wrong-key-wrong-key-wrong-key-wrong', forged));
    expect(r1.statusCode).toBe(400);
    const good = notification(trade, fee, 'altered-1');
    const headers = signedHeaders(KEY, good);
    const r2 = await notify(good.replace(`"total_fee":${fee}`, '"total_fee":1'), headers);
    expect(r2.statusCode).toBe(400);
    const cheap = notification(trade, 1, 'cheap-1');
    const r3 = await notify(cheap, signedHeaders(KEY, cheap));
    expect(r3.statusCode).toBe(400);
    expect((await detail(order.id)).status).toBe('unpaid');
    const logged = await queryRows<{ outcome: string }>(
      db(),
      sql`SELECT outcome FROM payment_notifications WHERE raw_body LIKE ${`%${trade}%`} ORDER BY id`,
    );
    expect(logged.map((l) => l.outcome)).toEqual(['forged', 'forged', 'amount_mismatch']);

    const raws = ['a', 'b', 'a', 'c', 'b', 'a'].map((id) => notification(trade, fee, `ok-${id}`));
    for (const raw of raws) expect((await notify(raw, signedHeaders(KEY, raw))).statusCode).toBe(200);
    const pays = await queryRows<{ status: string }>(
      db(),
      sql`SELECT status FROM payments WHERE order_id = ${order.id} AND status = 'paid'`,
    );
    expect(pays).toHaveLength(1);
    const d = await detail(order.id);
    expect(d.status).toBe('paid');
    expect(d.timeline.filter((e) => e.status === 'paid')).toHaveLength(1);
  });

  it('balance short: 余额不足, nothing changed', async () => {
    const order = await placeOne(3);
    await db().execute(sql`UPDATE users SET balance_fen = 1 WHERE username = 'kangjian'`);
    const res = body(await c.pay(pharmacy, order.id, 'balance'));
    expect(res.code).toBe(10002);
    expect(res.msg).toContain('余额不足');
    expect((await detail(order.id)).status).toBe('unpaid');
    const [u] = await queryRows<{ b: string }>(
      db(),
      sql`SELECT balance_fen AS b FROM users WHERE username = 'kangjian'`,
    );
    expect(Number(u?.b)).toBe(1);
  });
});
