/**
 * Races that only a real multi-connection PostgreSQL can show (PGlite serialises everything):
 * overselling, double payment, double submission. The server project also runs on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayResult } from '@shop/shared';
import { queryRows } from '../../db/query';
import { AppError } from '../../lib/errors';
import { body, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-db';
import { pickGoods } from '../cart/cart.fixtures';
import { signedHeaders } from '../payment/sandbox.provider';
import { PlaceOrderBodySchema } from '@shop/shared';
import { confirmOrder } from './confirm.service';
import { goodsStock, lotStocks, orderClient, shapeLots } from './order.fixtures';
import { placeOrder } from './place.service';

const KEY = 'race-sandbox-key-0123456789abcdef0123456789';

describe('checkout races [postgres]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_KEY: KEY }, await openTestDatabase(40));
  });
  afterAll(async () => {
    await t.close();
    await t.testDb.drop();
  });
  const db = () => t.deps.database.db;

  /** n verified buyers of the demo pharmacy's company, each with one cart line and an address. */
  async function buyersWithCart(n: number, goodsId: number, number: number) {
    const users = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO users (username, phone, password_hash, name, company_id)
          SELECT 'race_' || i || '_' || ${randomUUID().slice(0, 6)}, '17' || lpad((i + ${Math.floor(Math.random() * 9e8)})::text, 9, '0'),
                 'x', '压测买家' || i, u.company_id
            FROM generate_series(1, ${n}) i, (SELECT company_id FROM users WHERE username = 'kangjian') u
          RETURNING id`,
    );
    const out: Array<{ userId: number; lineId: number; addressId: number }> = [];
    for (const u of users) {
      const [line] = await queryRows<{ id: number }>(
        db(),
        sql`INSERT INTO cart_lines (user_id, goods_id, number) VALUES (${u.id}, ${goodsId}, ${number}) RETURNING id`,
      );
      const [addr] = await queryRows<{ id: number }>(
        db(),
        sql`INSERT INTO user_addresses (user_id, consignee, phone, province_code, province, city_code, city, district_code, district, detail, is_default)
            VALUES (${u.id}, '买家', '13800000000', '33', '浙江省', '3301', '杭州市', '330106', '西湖区', '文三路1号', true) RETURNING id`,
      );
      out.push({ userId: u.id, lineId: line!.id, addressId: addr!.id });
    }
    return out;
  }

  const bodyFor = (b: { lineId: number; addressId: number }, payable: string, key = randomUUID()) =>
    PlaceOrderBodySchema.parse({
      ids: String(b.lineId),
      address_id: b.addressId,
      pay_type: 'balance',
      idempotency_key: key,
      expected_payable: payable,
    });

  it('200 buyers racing for the last 10 units: exactly 10 orders, stock ends at 0', async () => {
    const [g] = await pickGoods(db(), 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 60);
    const lots = await shapeLots(db(), g!.id, [4, 6]);
    const buyers = await buyersWithCart(200, g!.id, 1);
    const payable = (await confirmOrder(db(), buyers[0]!.userId, [buyers[0]!.lineId], 0)).amounts.payable;
    const results = await Promise.allSettled(
      buyers.map((b) => placeOrder(t.deps, b.userId, bodyFor(b, payable))),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(10);
    expect(lost.every((r) => r.reason instanceof AppError && /库存不足|缺货/.test(r.reason.message))).toBe(
      true,
    );
    expect(await goodsStock(db(), g!.id)).toBe(0);
    expect(await lotStocks(db(), lots)).toEqual([0, 0]);
    const [taken] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT coalesce(sum(number), 0)::int AS n FROM order_line_lots WHERE goods_id = ${g!.id}`,
    );
    expect(taken?.n).toBe(10);
  });

  it('the same idempotency key sent 20 times at once creates one order', async () => {
    const [g] = await pickGoods(db(), 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 61);
    const [b] = await buyersWithCart(1, g!.id, 2);
    const payable = (await confirmOrder(db(), b!.userId, [b!.lineId], 0)).amounts.payable;
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t.deps, b!.userId, bodyFor(b!, payable, key))),
    );
    expect(new Set(results.map((r) => r.orders[0]!.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const [n] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${b!.userId}`,
    );
    expect(n?.n).toBe(1);
  });

  it('100 duplicate and reordered notifications pay once; 20 balance clicks debit once', async () => {
    const c = orderClient(t.app);
    const pharmacy = await signIn(t.app, 'pharmacy');
    const [g1, g2] = await pickGoods(db(), 2, sql`g.min_qty = 1 AND g.mid_pack = 1`, 62);
    const placeOne = async (goodsId: number) => {
      const ids = await c.addToCart(pharmacy, goodsId, 2);
      return (await c.checkout(pharmacy, ids, { coupon_id: 0 })).data.orders[0]!;
    };
    const online = await placeOne(g1!.id);
    const started = body<PayResult>(await c.pay(pharmacy, online.id, 'wechat')).data;
    if (started.pay_type !== 'wechat') throw new Error('no trade');
    const fee = Math.round(Number(online.payable) * 100);
    const raws = Array.from({ length: 100 }, (_, i) =>
      JSON.stringify({
        notify_id: `dup-${i % 7}`,
        out_trade_no: started.out_trade_no,
        trade_no: `SBX-${i % 7}`,
        channel: 'wechat',
        total_fee: fee,
        trade_state: 'SUCCESS',
        success_time: new Date(Date.now() - (i % 5) * 1000).toISOString(),
      }),
    ).sort(() => Math.random() - 0.5);
    const acks = await Promise.all(
      raws.map((raw) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payment/notify/sandbox',
          headers: signedHeaders(KEY, raw),
          payload: raw,
        }),
      ),
    );
    expect(acks.every((a) => a.statusCode === 200)).toBe(true);
    const paid = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${online.id} AND status = 'paid'`,
    );
    expect(paid[0]?.n).toBe(1);
    const events = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${online.id} AND status = 'paid'`,
    );
    expect(events[0]?.n).toBe(1);

    const byBalance = await placeOne(g2!.id);
    const balance = async () =>
      Number(
        (
          await queryRows<{ b: string }>(
            db(),
            sql`SELECT balance_fen AS b FROM users WHERE username = 'kangjian'`,
          )
        )[0]?.b,
      );
    const before = await balance();
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => c.pay(pharmacy, byBalance.id, 'balance')),
    );
    expect(clicks.filter((r) => body(r).code === 10000)).toHaveLength(1);
    expect(await balance()).toBe(before - Math.round(Number(byBalance.payable) * 100));
    const logs = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM user_money_log WHERE order_id = ${byBalance.id}`,
    );
    expect(logs[0]?.n).toBe(1);
  });
});
