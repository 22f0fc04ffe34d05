import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan, type CreditSummary, type OnlineRepay, type Statement } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { signedHeaders } from '../payment/sandbox.provider';
import { creditClient, moneyOf, userIdOf } from './credit.fixtures';

const KEY = 'test-sandbox-key-0123456789abcdef0123456789';

describe(describeName('credit: online repayment through the payment gateway'), () => {
  let t: TestApp;
  let c: ReturnType<typeof creditClient>;
  let buyer: string;
  let uid: number;
  let goods: PickedGoods[];
  const bills: { id: number; orderId: number; owed: number }[] = [];
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_KEY: KEY, PAYMENT_SANDBOX_NOTIFY_DELAY_MS: '5' });
    c = creditClient(t);
    buyer = await signIn(t.app, 'pharmacy');
    uid = await userIdOf(t, 'kangjian');
    goods = await pickGoods(t.deps.database.db, 4, sql`g.min_qty = 1 AND g.mid_pack = 1`, 40);
    expect((await c.grant(uid, '50000.00', 30)).code).toBe(10000);
    for (const g of goods.slice(0, 3)) {
      const o = await c.place(buyer, g.id, 2);
      expect((await c.pay(buyer, o.id, 'credit')).statusCode).toBe(200);
      const [r] = await queryRows<{ id: number }>(
        db(),
        sql`SELECT id FROM receivables WHERE order_id = ${o.id}`,
      );
      bills.push({ id: r!.id, orderId: o.id, owed: o.payableFen });
    }
  });
  afterAll(() => t.close());
  const db = () => t.deps.database.db;
  const start = (payload: object, cookie = buyer) =>
    c.inject('POST', '/api/user/credit/repay_online', cookie, payload);
  const status = async (no: string) =>
    body<OnlineRepay>(await c.inject('GET', `/api/user/credit/repay_online/${no}`, buyer));
  const outstanding = async (id: number) =>
    Number(
      (
        await queryRows<{ o: string }>(
          db(),
          sql`SELECT (amount_fen - repaid_fen - credited_fen)::text AS o FROM receivables WHERE id = ${id}`,
        )
      )[0]?.o,
    );
  const notify = (no: string, fee: number, notifyId: string) => {
    const raw = JSON.stringify({
      notify_id: notifyId,
      out_trade_no: no,
      trade_no: `SBX-${notifyId}`,
      channel: 'alipay',
      total_fee: fee,
      trade_state: 'SUCCESS',
      success_time: new Date().toISOString(),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/payment/notify/sandbox',
      headers: signedHeaders(KEY, raw),
      payload: raw,
    });
  };

  it('bad input is a Chinese 422, another buyer’s bill is not found, more than owed is refused: no trade opened', async () => {
    const bad = await start({ pay_type: 'cash' });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).msg).toBe('请选择还款方式');
    const zero = await start({ pay_type: 'wechat', amount: '0' });
    expect(zero.statusCode).toBe(422);
    expect(body(zero).msg).toBe('请填写正确的还款金额');

    const clinic = await signIn(t.app, 'clinic');
    const theirs = await start({ pay_type: 'wechat', receivable_ids: [bills[0]!.id] }, clinic);
    expect(theirs.statusCode).toBe(404);
    expect(body(theirs).msg).toBe('账单不存在或已还清');

    const over = body(
      await start({
        pay_type: 'wechat',
        receivable_ids: [bills[0]!.id],
        amount: fenToYuan(bills[0]!.owed + 1),
      }),
    );
    expect(over.msg).toBe(`还款金额超过所选账单应还金额 ¥${fenToYuan(bills[0]!.owed)}`);
    const trades = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM repayment_trades WHERE user_id = ${uid}`,
    );
    expect(trades[0]?.n).toBe(0);
  });

  it('a partial repayment of a chosen bill clears it once; repeated and second notifications change nothing', async () => {
    const bill = bills[2]!; // the newest bill: chosen bills go first, not the oldest
    const part = Math.floor(bill.owed / 2);
    const before = await moneyOf(t, uid);
    const trade = body<OnlineRepay>(
      await start({ pay_type: 'alipay', receivable_ids: [bill.id], amount: fenToYuan(part) }),
    ).data;
    expect(trade).toMatchObject({ status: 'pending', amount: fenToYuan(part), pay_type: 'alipay' });
    // Opening the trade moves no money.
    expect(await moneyOf(t, uid)).toEqual(before);

    expect((await notify(trade.out_trade_no, part + 1, 'wrong-amount')).statusCode).toBe(400);
    expect((await status(trade.out_trade_no)).data.status).toBe('pending');

    expect((await notify(trade.out_trade_no, part, 'n-1')).statusCode).toBe(200);
    const after = await moneyOf(t, uid);
    expect(after).toEqual({ balance: before.balance, owed: before.owed - part });
    expect(await outstanding(bill.id)).toBe(bill.owed - part);
    expect(await outstanding(bills[0]!.id)).toBe(bills[0]!.owed);

    // The gateway retries the same notification, and sends another id for the same trade.
    expect((await notify(trade.out_trade_no, part, 'n-1')).statusCode).toBe(200);
    expect((await notify(trade.out_trade_no, part, 'n-2')).statusCode).toBe(200);
    expect(await moneyOf(t, uid)).toEqual(after);
    const reps = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM repayments WHERE user_id = ${uid} AND method = 'online'`,
    );
    expect(reps[0]?.n).toBe(1);
    expect((await status(trade.out_trade_no)).data).toMatchObject({
      status: 'paid',
      repaid: fenToYuan(part),
      to_balance: '0.00',
    });
    const summary = body<CreditSummary>(await c.inject('GET', '/api/user/credit', buyer)).data;
    expect(summary.receivables.find((r) => r.id === bill.id)?.repaid).toBe(fenToYuan(part));
  });

  it('the statement total through the sandbox cashier clears every bill; the statement lists 在线还款', async () => {
    const owed = (await moneyOf(t, uid)).owed;
    const trade = body<OnlineRepay>(await start({ pay_type: 'wechat' })).data;
    expect(trade.amount).toBe(fenToYuan(owed));
    // A second click shows the same trade instead of opening another.
    expect(body<OnlineRepay>(await start({ pay_type: 'wechat' })).data.out_trade_no).toBe(trade.out_trade_no);

    const ticket = new URL(trade.cashier_url, 'http://shop').searchParams.get('t') ?? '';
    const clinic = await signIn(t.app, 'clinic');
    const url = `/api/payment/sandbox/${trade.out_trade_no}/confirm`;
    const stranger = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: clinic },
      payload: { t: ticket },
    });
    expect(stranger.statusCode).toBe(403);
    const paid = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: buyer },
      payload: { t: ticket },
    });
    expect(paid.statusCode).toBe(200);
    await expect
      .poll(async () => (await status(trade.out_trade_no)).data.status, { timeout: 10_000 })
      .toBe('paid');

    expect((await moneyOf(t, uid)).owed).toBe(0);
    for (const b of bills) expect(await outstanding(b.id)).toBe(0);
    const s = body<Statement>(await c.inject('GET', '/api/user/statements', buyer)).data;
    const online = s.lines.filter((l) => l.text === '在线还款');
    expect(online.reduce((a, l) => a - Number(l.owed_delta) * 100, 0)).toBe(
      bills.reduce((a, b) => a + b.owed, 0),
    );
    expect(s.closing.owed).toBe('0.00');
  });
});
