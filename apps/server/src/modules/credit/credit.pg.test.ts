/**
 * Credit races on real PostgreSQL (PGlite serialises everything): parallel repayments of one debt,
 * two finance operators confirming one transfer at once, one bank serial typed on two vouchers at
 * once, and parallel credit orders against one limit — each applies once, nothing else moves.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-db';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { creditClient, moneyOf, userIdOf } from './credit.fixtures';

describe('credit races [postgres]', () => {
  let t: TestApp;
  let c: ReturnType<typeof creditClient>;
  let buyer: string;
  let uid: number;
  let goods: PickedGoods[];
  beforeAll(async () => {
    t = await createTestApp({}, await openTestDatabase(25));
    c = creditClient(t);
    buyer = await signIn(t.app, 'pharmacy');
    uid = await userIdOf(t, 'kangjian');
    goods = await pickGoods(t.deps.database.db, 12, sql`g.min_qty = 1 AND g.mid_pack = 1`, 80);
    await c.grant(uid, '100000.00', 30);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await t.testDb.drop();
  });
  const db = () => t.deps.database.db;
  const creditOrder = async (k: number) => {
    const o = await c.place(buyer, goods[k]!.id, 2);
    const paid = body(await c.pay(buyer, o.id, 'credit'));
    if (paid.code !== 10000) throw new Error(paid.msg);
    return o;
  };

  it(
    '10 parallel repayments of the whole debt from the balance apply once',
    { timeout: 60_000 },
    async () => {
      await creditOrder(0);
      await creditOrder(1);
      const { owed } = await moneyOf(t, uid);
      await db().execute(sql`UPDATE users SET balance_fen = ${owed * 3} WHERE id = ${uid}`);
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          c.inject('POST', '/api/user/credit/repay', buyer, { amount: fenToYuan(owed) }).then((r) => body(r)),
        ),
      );
      const applied = results.filter((r) => r.code === 10000);
      console.log(`[figures] 10 parallel repayments: ${applied.length} applied`);
      expect(applied).toHaveLength(1);
      expect(new Set(results.filter((r) => r.code !== 10000).map((r) => r.msg))).toEqual(
        new Set(['当前没有需要偿还的账期欠款']),
      );
      expect(await moneyOf(t, uid)).toEqual({ balance: owed * 2, owed: 0 });
    },
  );

  it(
    'two finance operators confirming one transfer voucher at once apply it once',
    { timeout: 60_000 },
    async () => {
      await creditOrder(2);
      const { owed, balance } = await moneyOf(t, uid);
      const v = await c.voucher(buyer, 0, fenToYuan(owed));
      const finance = await operatorCookie(t, 'finance');
      const admin = await operatorCookie(t, 'super');
      const [a, b] = await Promise.all([
        c.confirm(v.data.id, fenToYuan(owed + 300), 'BOC-RACE-A', finance),
        c.confirm(v.data.id, fenToYuan(owed + 300), 'BOC-RACE-B', admin),
      ]);
      expect([a.code, b.code].filter((x) => x === 10000)).toHaveLength(1);
      expect([a.msg, b.msg]).toContain('该转账凭证已确认到账，不能重复确认');
      expect(await moneyOf(t, uid)).toEqual({ balance: balance + 300, owed: 0 });
      const [n] = await queryRows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM bank_transfers WHERE voucher_id = ${v.data.id}`,
      );
      expect(n?.n).toBe(1);
    },
  );

  it('one bank serial typed on two vouchers at once is matched once', { timeout: 60_000 }, async () => {
    const o1 = await c.place(buyer, goods[3]!.id, 1);
    const o2 = await c.place(buyer, goods[4]!.id, 1);
    const v1 = await c.voucher(buyer, o1.id, fenToYuan(o1.payableFen));
    const v2 = await c.voucher(buyer, o2.id, fenToYuan(o2.payableFen));
    const finance = await operatorCookie(t, 'finance');
    const admin = await operatorCookie(t, 'super');
    const results = await Promise.all([
      c.confirm(v1.data.id, fenToYuan(o1.payableFen), 'ABC-SAME-SERIAL', finance),
      c.confirm(v2.data.id, fenToYuan(o2.payableFen), 'ABC-SAME-SERIAL', admin),
    ]);
    expect(results.filter((r) => r.code === 10000)).toHaveLength(1);
    expect(results.map((r) => r.msg)).toContain('银行流水号 ABC-SAME-SERIAL 已登记过，不能重复确认');
    const paid = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM orders WHERE id IN (${o1.id}, ${o2.id}) AND status = 'paid'`,
    );
    expect(paid[0]?.n).toBe(1);
  });

  it('parallel credit orders never use more than the limit', { timeout: 60_000 }, async () => {
    const orders = await Promise.all([5, 6, 7, 8, 9, 10].map((k) => c.place(buyer, goods[k]!.id, 1)));
    const { owed } = await moneyOf(t, uid);
    // Room for about half of them.
    const room = orders.slice(0, 3).reduce((s, o) => s + o.payableFen, 0);
    await c.grant(uid, fenToYuan(owed + room), 30);
    const results = await Promise.all(orders.map((o) => c.pay(buyer, o.id, 'credit').then((r) => body(r))));
    const after = await moneyOf(t, uid);
    expect(after.owed).toBeLessThanOrEqual(owed + room);
    expect(after.owed - owed).toBe(
      orders.filter((_, i) => results[i]?.code === 10000).reduce((s, o) => s + o.payableFen, 0),
    );
    expect(results.filter((r) => r.code === 10000).length).toBeGreaterThanOrEqual(1);
  });
});
