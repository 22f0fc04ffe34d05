/**
 * Online repayment races on real PostgreSQL (PGlite serialises everything): two gateway trades
 * opened for one credit bill, each notified several times at once. The bill is repaid once and
 * never beyond what it owed; the second trade's money goes to the balance; no fen is lost.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlineRepay } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-db';
import { pickGoods } from '../cart/cart.fixtures';
import { signedHeaders } from '../payment/sandbox.provider';
import { creditClient, moneyOf, userIdOf } from './credit.fixtures';

const KEY = 'pg-repay-sandbox-key-0123456789abcdef01234';

describe('online repayment races [postgres]', () => {
  let t: TestApp;
  let c: ReturnType<typeof creditClient>;
  let buyer: string;
  let uid: number;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_KEY: KEY }, await openTestDatabase(25));
    c = creditClient(t);
    buyer = await signIn(t.app, 'pharmacy');
    uid = await userIdOf(t, 'kangjian');
    await c.grant(uid, '100000.00', 30);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await t.testDb.drop();
  });
  const db = () => t.deps.database.db;
  const notify = (trade: OnlineRepay, channel: string, notifyId: string) => {
    const raw = JSON.stringify({
      notify_id: notifyId,
      out_trade_no: trade.out_trade_no,
      trade_no: `SBX-${trade.out_trade_no}`,
      channel,
      total_fee: Math.round(Number(trade.amount) * 100),
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

  it(
    'two trades for one bill, each notified three times at once: the bill is repaid once, the rest goes to the balance',
    { timeout: 60_000 },
    async () => {
      const [g] = await pickGoods(db(), 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 90);
      const o = await c.place(buyer, g!.id, 2);
      expect(body(await c.pay(buyer, o.id, 'credit')).code).toBe(10000);
      const [bill] = await queryRows<{ id: number; amount: string }>(
        db(),
        sql`SELECT id, amount_fen::text AS amount FROM receivables WHERE order_id = ${o.id}`,
      );
      const before = await moneyOf(t, uid);
      const [last] = await queryRows<{ id: number }>(
        db(),
        sql`SELECT coalesce(max(id), 0)::int AS id FROM repayments`,
      );
      const open = async (payType: 'wechat' | 'alipay') =>
        body<OnlineRepay>(
          await c.inject('POST', '/api/user/credit/repay_online', buyer, {
            pay_type: payType,
            receivable_ids: [bill!.id],
          }),
        ).data;
      const wechat = await open('wechat');
      const alipay = await open('alipay');
      expect(wechat.amount).toBe(alipay.amount);
      const results = await Promise.all(
        [1, 2, 3].flatMap((k) => [
          notify(wechat, 'wechat', `race-w-${k}`),
          notify(alipay, 'alipay', `race-a-${k}`),
        ]),
      );
      expect(results.every((r) => r.statusCode === 200)).toBe(true);

      const owedFen = Number(bill!.amount);
      const [after] = await queryRows<{ repaid: string; closed: boolean }>(
        db(),
        sql`SELECT repaid_fen::text AS repaid, closed_at IS NOT NULL AS closed FROM receivables WHERE id = ${bill!.id}`,
      );
      expect(after).toEqual({ repaid: String(owedFen), closed: true });
      const repayments = await queryRows<{ amount: string; to_balance: string }>(
        db(),
        sql`SELECT amount_fen::text AS amount, to_balance_fen::text AS to_balance FROM repayments
             WHERE user_id = ${uid} AND method = 'online' AND id > ${last!.id} ORDER BY id`,
      );
      expect(repayments).toHaveLength(2);
      expect(repayments.map((r) => Number(r.to_balance)).sort((a, b) => a - b)).toEqual([0, owedFen]);
      // Two trades paid, each once: the debt is gone and the second trade's money is on the balance.
      expect(await moneyOf(t, uid)).toEqual({
        balance: before.balance + owedFen,
        owed: before.owed - owedFen,
      });
    },
  );
});
