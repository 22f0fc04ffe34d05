/**
 * 原路退款 (ADR 008): after-sale refunds of orders paid each way. The bug this guards: a return of
 * an order bought on credit and not yet repaid credited the buyer's balance, creating money.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan } from '@shop/shared';
import { queryRows } from '../../db/query';
import { chinaDay } from '../../lib/china-day';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { creditClient, moneyOf, userIdOf } from './credit.fixtures';
import { SANDBOX_KEY, refundClient } from './refund.fixtures';
import { statementOf } from './statement.service';

describe(describeName('refunds go back to where the money came from'), () => {
  let t: TestApp;
  let c: ReturnType<typeof creditClient>;
  let r: ReturnType<typeof refundClient>;
  let buyer: string;
  let finance: string;
  let uid: number;
  let goods: PickedGoods[];
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_KEY: SANDBOX_KEY });
    c = creditClient(t);
    r = refundClient(t);
    buyer = await signIn(t.app, 'pharmacy');
    finance = await operatorCookie(t, 'finance');
    uid = await userIdOf(t, 'kangjian');
    goods = await pickGoods(t.deps.database.db, 6, sql`g.min_qty = 1 AND g.mid_pack = 1`, 60);
    await c.grant(uid, '50000.00', 30);
  }, 120_000);
  afterAll(() => t.close());
  const db = () => t.deps.database.db;
  const refundsOf = (orderId: number) =>
    queryRows<{ method: string; amount: string; reference: string }>(
      db(),
      sql`SELECT method, amount_fen::text AS amount, reference FROM order_refunds WHERE order_id = ${orderId} ORDER BY id`,
    );
  /** What a request refunds: the returned lines' share of what was paid (freight is not refunded). */
  const refundFen = async (id: number) =>
    Number(
      (
        await queryRows<{ f: string }>(
          db(),
          sql`SELECT refund_fen::text AS f FROM aftersales WHERE id = ${id}`,
        )
      )[0]?.f,
    );
  const points = async () =>
    (await queryRows<{ p: number }>(db(), sql`SELECT points AS p FROM users WHERE id = ${uid}`))[0]?.p ?? 0;

  it('an unpaid credit order returned in full is written off, and no money reaches the balance', async () => {
    const o = await c.place(buyer, goods[0]!.id, 2);
    expect(body(await c.pay(buyer, o.id, 'credit')).code).toBe(10000);
    await r.deliver(buyer, o.id);
    const earned = await points();
    const before = await moneyOf(t, uid);
    const id = await r.returnGoods(buyer, o.id, true);
    const back = await refundFen(id);
    expect((await r.refund(id)).code).toBe(10000);
    const after = await moneyOf(t, uid);
    expect(after.balance).toBe(before.balance);
    expect(after.owed).toBe(before.owed - back);
    expect(await refundsOf(o.id)).toEqual([{ method: 'credit_note', amount: String(back), reference: '' }]);
    // The points the order earned on receipt go back with the refunded amount.
    const P = o.payableFen;
    expect(await points()).toBe(earned - (Math.floor(P / 100) - Math.floor((P - back) / 100)));
    const st = await statementOf(db(), uid, chinaDay().slice(0, 7));
    expect(st.lines).toContainEqual(
      expect.objectContaining({ text: '售后退款冲销（贷项）', owed_delta: -back, balance_delta: 0 }),
    );
    expect(st.closing).toEqual(after);
  });

  it('a part-repaid credit order: the credit note takes what is owed, only the repaid part goes back', async () => {
    const o = await c.place(buyer, goods[1]!.id, 3);
    expect(body(await c.pay(buyer, o.id, 'credit')).code).toBe(10000);
    await r.deliver(buyer, o.id);
    // Repay everything owed but 1 fen on the older ones too; this order is the newest, so oldest first
    // leaves exactly `keep` owed on it.
    const keep = 100;
    const owed = (await moneyOf(t, uid)).owed;
    const repay = await c.inject('POST', '/api/user/credit/repay', buyer, { amount: fenToYuan(owed - keep) });
    expect(body(repay).code).toBe(10000);
    const before = await moneyOf(t, uid);
    const id = await r.returnGoods(buyer, o.id, true);
    const back = await refundFen(id);
    expect((await r.refund(id)).code).toBe(10000);
    const after = await moneyOf(t, uid);
    expect(await refundsOf(o.id)).toEqual([
      { method: 'credit_note', amount: String(keep), reference: '' },
      { method: 'balance', amount: String(back - keep), reference: '' },
    ]);
    expect(after).toEqual({ balance: before.balance + back - keep, owed: before.owed - keep });
  });

  it('an online payment is refunded through the gateway, a part first, and nothing goes to the balance', async () => {
    const o = await c.place(buyer, goods[2]!.id, 3);
    await r.payOnline(buyer, o.id, o.payableFen);
    await r.deliver(buyer, o.id);
    const before = await moneyOf(t, uid);
    const one = await r.returnGoods(buyer, o.id, false);
    expect((await r.refund(one)).code).toBe(10000);
    const rest = await r.returnGoods(buyer, o.id, true);
    const back = (await refundFen(one)) + (await refundFen(rest));
    expect((await r.refund(rest)).code).toBe(10000);
    expect(await moneyOf(t, uid)).toEqual(before);
    // The gateway is called after the commit, by the job runner (refund-outbox.ts).
    await expect
      .poll(async () => (await refundsOf(o.id)).every((x) => /^SBXR[0-9A-F]{24}$/.test(x.reference)), {
        timeout: 15_000,
      })
      .toBe(true);
    const rows = await refundsOf(o.id);
    expect(rows.map((x) => x.method)).toEqual(['online', 'online']);
    expect(rows.reduce((a, x) => a + Number(x.amount), 0)).toBe(back);
    const st = await statementOf(db(), uid, chinaDay().slice(0, 7));
    expect(st.lines.filter((l) => l.order_no && l.text.startsWith('退款原路退回')).length).toBeGreaterThan(1);
  });

  it('a transfer order refunded by bank records the serial once; a refund over what was paid is refused', async () => {
    const o = await c.place(buyer, goods[3]!.id, 2);
    const v = await c.voucher(buyer, o.id, fenToYuan(o.payableFen));
    expect((await c.confirm(v.data.id, fenToYuan(o.payableFen), `IN-${o.id}-X1`, finance)).code).toBe(10000);
    await r.deliver(buyer, o.id);
    const a = await r.returnGoods(buyer, o.id, false);
    const b = await r.returnGoods(buyer, o.id, true);
    expect((await r.refund(a, { transfer_to: 'bank' })).msg).toBe('退回银行账户时请填写退款银行流水号');
    const before = await moneyOf(t, uid);
    expect((await r.refund(a, { transfer_to: 'bank', bank_serial: `OUT-${o.id}-1` })).code).toBe(10000);
    expect((await r.refund(b, { transfer_to: 'bank', bank_serial: `OUT-${o.id}-1` })).msg).toBe(
      `退款银行流水号 OUT-${o.id}-1 已登记过`,
    );
    // Tampered to more than is left: refused, nothing moves, the request stays 已收货.
    await db().execute(sql`UPDATE aftersales SET refund_fen = ${o.payableFen} WHERE id = ${b}`);
    const paidBack = Number((await refundsOf(o.id))[0]?.amount);
    expect((await r.refund(b)).msg).toBe(
      `退款 ¥${fenToYuan(o.payableFen)} 超过该订单原支付方式可退金额 ¥${fenToYuan(o.payableFen - paidBack)}`,
    );
    expect(await moneyOf(t, uid)).toEqual(before);
    expect((await refundsOf(o.id)).map((x) => x.method)).toEqual(['bank']);
    const [s] = await queryRows<{ status: string }>(db(), sql`SELECT status FROM aftersales WHERE id = ${b}`);
    expect(s?.status).toBe('received');
  });

  it('points already spent are not taken below zero: the shortfall is forgiven and said so', async () => {
    const o = await c.place(buyer, goods[4]!.id, 2);
    expect(body(await c.pay(buyer, o.id, 'balance')).code).toBe(10000);
    await r.deliver(buyer, o.id);
    await db().execute(sql`UPDATE users SET points = 1 WHERE id = ${uid}`);
    const id = await r.returnGoods(buyer, o.id, true);
    const P = o.payableFen;
    const due = Math.floor(P / 100) - Math.floor((P - (await refundFen(id))) / 100);
    expect((await r.refund(id)).code).toBe(10000);
    expect(await points()).toBe(0);
    const [log] = await queryRows<{ delta: number; remark: string }>(
      db(),
      sql`SELECT delta, remark FROM points_log WHERE order_id = ${o.id} AND reason = 'refund'`,
    );
    expect(log?.delta).toBe(-1);
    expect(log?.remark).toContain(`（${due - 1}分已使用，不再扣回）`);
  });
});
