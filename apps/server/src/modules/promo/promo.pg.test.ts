/**
 * Races of the promotions on real PostgreSQL (PGlite serialises everything): the flash sale's own
 * stock and per-buyer limit, and the coupon centre's batch. Figures are printed for the notes.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaceOrderBodySchema } from '@shop/shared';
import { queryRows } from '../../db/query';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-db';
import { confirmOrder } from '../checkout/confirm.service';
import { placeOrder } from '../checkout/place.service';
import { claimCoupon } from './coupon-center.service';
import { drawOnce } from './draw.service';
import { raceBuyers } from './promo.fixtures';

describe('promotion races [postgres]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, await openTestDatabase(40));
  });
  afterAll(async () => {
    await t.close();
    await t.testDb.drop();
  });
  const db = () => t.deps.database.db;

  it(
    'flash sale: 1,000 buyers (100 of them clicking twice) on 100 units sell exactly 100, none over the limit',
    { timeout: 120_000 },
    async () => {
      const [sale] = await queryRows<{ id: number; goods_id: number }>(
        db(),
        sql`UPDATE flash_sales SET sale_stock = 100, sold = 0, limit_per_buyer = 1
          WHERE id = (SELECT min(id) FROM flash_sales) RETURNING id, goods_id`,
      );
      const buyers = await raceBuyers(db(), 1000, { goodsId: sale!.goods_id, type: 1, promoId: sale!.id });
      const payable = (await confirmOrder(db(), buyers[0]!.userId, [buyers[0]!.lineId], 0)).amounts.payable;
      const attempt = (b: (typeof buyers)[number]) =>
        placeOrder(
          t.deps,
          b.userId,
          PlaceOrderBodySchema.parse({
            ids: String(b.lineId),
            address_id: b.addressId,
            pay_type: 'balance',
            idempotency_key: randomUUID(),
            expected_payable: payable,
          }),
        );
      const attempts = [...buyers.map(attempt), ...buyers.slice(0, 100).map(attempt)];
      const results = await Promise.allSettled(attempts);
      const won = results.filter((r) => r.status === 'fulfilled').length;
      const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refusals.every((r) => r.reason instanceof AppError)).toBe(true);
      const [after] = await queryRows<{ sold: number; sale_stock: number }>(
        db(),
        sql`SELECT sold, sale_stock FROM flash_sales WHERE id = ${sale!.id}`,
      );
      const [perBuyer] = await queryRows<{ max: number; buyers: number; units: number }>(
        db(),
        sql`SELECT coalesce(max(n), 0)::int AS max, count(*)::int AS buyers, coalesce(sum(n), 0)::int AS units
          FROM (SELECT o.user_id, sum(ol.flash_units) AS n FROM order_lines ol JOIN orders o ON o.id = ol.order_id
                 WHERE ol.promotion_id = ${sale!.id} AND ol.flash_units > 0 GROUP BY o.user_id) s`,
      );
      console.info(
        `[race] flash sale: ${attempts.length} attempts, ${won} orders, ${perBuyer?.units} flash units sold, sale stock ${after?.sold}/${after?.sale_stock}, max per buyer ${perBuyer?.max}`,
      );
      expect(won).toBe(100);
      expect(after?.sold).toBe(100);
      expect(perBuyer?.units).toBe(100);
      expect(perBuyer?.max).toBe(1);
    },
  );

  it(
    'coupon centre: 1,000 concurrent claims on 100 coupons give exactly 100, each with its claim record',
    { timeout: 120_000 },
    async () => {
      const [campaign] = await queryRows<{ id: number }>(
        db(),
        sql`INSERT INTO coupon_campaigns (coupon_id, title, total, per_buyer)
          SELECT id, '压测券', 100, 1 FROM coupons ORDER BY id LIMIT 1 RETURNING id`,
      );
      const buyers = await raceBuyers(db(), 1000);
      const results = await Promise.allSettled(buyers.map((b) => claimCoupon(db(), b.userId, campaign!.id)));
      const won = results.filter((r) => r.status === 'fulfilled').length;
      const [counts] = await queryRows<{ claimed: number; claims: number; coupons: number }>(
        db(),
        sql`SELECT (SELECT claimed FROM coupon_campaigns WHERE id = ${campaign!.id}) AS claimed,
            (SELECT coalesce(sum(number), 0)::int FROM coupon_claims WHERE campaign_id = ${campaign!.id}) AS claims,
            (SELECT count(*)::int FROM user_coupons uc JOIN coupon_claims cl ON cl.user_id = uc.user_id
              WHERE cl.campaign_id = ${campaign!.id} AND uc.user_id IN (${sql.join(
                buyers.map((b) => sql`${b.userId}`),
                sql`, `,
              )})) AS coupons`,
      );
      console.info(
        `[race] coupon centre: ${buyers.length} claims, ${won} succeeded, batch ${counts?.claimed}/100, ${counts?.claims} claim records, ${counts?.coupons} wallet coupons`,
      );
      expect(won).toBe(100);
      expect(counts).toEqual({ claimed: 100, claims: 100, coupons: 100 });
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused.every((r) => (r.reason as Error).message === '来晚了，优惠券已被领完')).toBe(true);
    },
  );

  it('one buyer clicking 20 times at once on a limit of 2 gets exactly 2', async () => {
    const [campaign] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO coupon_campaigns (coupon_id, title, total, per_buyer)
          SELECT id, '限领券', 500, 2 FROM coupons ORDER BY id LIMIT 1 RETURNING id`,
    );
    const [b] = await raceBuyers(db(), 1);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => claimCoupon(db(), b!.userId, campaign!.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const [c] = await queryRows<{ claimed: number }>(
      db(),
      sql`SELECT claimed FROM coupon_campaigns WHERE id = ${campaign!.id}`,
    );
    expect(c?.claimed).toBe(2);
  });

  it(
    'lucky draw: 200 concurrent draws never issue a prize past its stock, and every draw is recorded',
    { timeout: 60_000 },
    async () => {
      const [draw] = await queryRows<{ id: number }>(
        db(),
        sql`INSERT INTO draws (title, max_per_buyer) VALUES ('压测抽奖', 1) RETURNING id`,
      );
      const [coupon] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM coupons ORDER BY id LIMIT 1`);
      // The prize is by far the likeliest, so nearly every draw tries to take one of its 10.
      await db().execute(
        sql`INSERT INTO draw_prizes (draw_id, name, kind, coupon_id, weight, stock) VALUES
          (${draw!.id}, '满减券', 'coupon', ${coupon!.id}, 99, 10),
          (${draw!.id}, '谢谢参与', 'none', NULL, 1, 0)`,
      );
      const buyers = await raceBuyers(db(), 200);
      const results = await Promise.allSettled(buyers.map((b) => drawOnce(db(), b.userId, draw!.id)));
      const done = results.filter((r) => r.status === 'fulfilled');
      const wins = done.filter((r) => r.value.is_win).length;
      const [counts] = await queryRows<{ issued: number; records: number; coupons: number }>(
        db(),
        sql`SELECT (SELECT issued FROM draw_prizes WHERE draw_id = ${draw!.id} AND kind = 'coupon') AS issued,
            (SELECT count(*)::int FROM draw_records WHERE draw_id = ${draw!.id}) AS records,
            (SELECT count(*)::int FROM draw_records WHERE draw_id = ${draw!.id} AND user_coupon_id IS NOT NULL) AS coupons`,
      );
      console.info(
        `[race] lucky draw: ${buyers.length} draws, ${done.length} recorded, ${wins} prizes won, prize stock ${counts?.issued}/10, ${counts?.coupons} coupons credited`,
      );
      expect(done).toHaveLength(200);
      expect(counts).toEqual({ issued: 10, records: 200, coupons: 10 });
      expect(wins).toBe(10);
    },
  );
});
