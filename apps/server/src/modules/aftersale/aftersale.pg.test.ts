/**
 * Returns on real PostgreSQL (PGlite serialises everything): a refund repeated 20 times at once
 * credits the balance once; 20 simultaneous applications for the same lot never exceed what was received.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-db';
import type { Actor } from '../audit/audit';
import { createRefunder } from '../payment/gateway';
import { approveAftersale, receiveAftersale, refundAftersale } from './aftersale.admin.service';
import { aftersaleOptions, applyAftersale, shipBack } from './aftersale.service';

const actor: Actor = { operatorId: 1, operatorName: '测试（admin）', ip: '127.0.0.1' };

describe('returns races [postgres]', () => {
  let t: TestApp;
  let userId: number;
  let orderIds: number[];
  beforeAll(async () => {
    t = await createTestApp({}, await openTestDatabase(25));
    const rows = await queryRows<{ id: number; user_id: number }>(
      db(),
      sql`SELECT o.id, o.user_id FROM orders o JOIN users u ON u.id = o.user_id
           WHERE u.username = 'kangjian' AND o.status = 'done' ORDER BY o.id`,
    );
    userId = rows[0]!.user_id;
    orderIds = rows.map((r) => r.id);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await t.testDb.drop();
  });
  const db = () => t.deps.database.db;
  const balance = async () =>
    Number(
      (await queryRows<{ b: string }>(db(), sql`SELECT balance_fen AS b FROM users WHERE id = ${userId}`))[0]
        ?.b,
    );

  it(
    '20 concurrent refunds of one request credit the balance exactly once',
    { timeout: 60_000 },
    async () => {
      const lot = (await aftersaleOptions(db(), userId, orderIds[0]!)).lots[0]!;
      const { id } = await applyAftersale(db(), userId, {
        order_id: orderIds[0]!,
        kind: 'return',
        reason: '客户退货',
        images: [],
        lines: [{ lot_id: lot.lot_id, number: 1 }],
      });
      await approveAftersale(db(), actor, id, '杭州市余杭区仓前街道1号仓');
      await shipBack(db(), userId, id, { carrier: '顺丰速运', tracking_no: 'SF1029384756' });
      await receiveAftersale(db(), actor, id, { result: 'pass', reason: '', photos: [] });
      const [req] = await queryRows<{ refund_fen: string }>(
        db(),
        sql`SELECT refund_fen FROM aftersales WHERE id = ${id}`,
      );
      const before = await balance();
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => refundAftersale(db(), actor, createRefunder(t.deps.config), id)),
      );
      const okCount = results.filter((r) => r.status === 'fulfilled').length;
      const messages = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
      console.log(`[figures] 20 concurrent refunds: ${okCount} applied, ${messages.length} refused`);
      expect(okCount).toBe(1);
      expect(new Set(messages)).toEqual(new Set(['售后单已退款，不能退款']));
      expect(await balance()).toBe(before + Number(req!.refund_fen));
      const logs = await queryRows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM user_money_log WHERE remark LIKE ${`%售后单${id}）%`}`,
      );
      expect(logs[0]?.n).toBe(1);
    },
  );

  it(
    '20 simultaneous applications for the last units of a lot never exceed what was received',
    { timeout: 60_000 },
    async () => {
      const lot = (await aftersaleOptions(db(), userId, orderIds[1]!)).lots[0]!;
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          applyAftersale(db(), userId, {
            order_id: orderIds[1]!,
            kind: 'damaged',
            reason: '外箱破损',
            images: [],
            lines: [{ lot_id: lot.lot_id, number: lot.returnable }],
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await aftersaleOptions(db(), userId, orderIds[1]!)).lots[0]!.returnable).toBe(0);
    },
  );
});
