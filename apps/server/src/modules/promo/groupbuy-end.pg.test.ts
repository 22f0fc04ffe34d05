/**
 * Issue 26, defect 10: four operators ending one group buy at once on PostgreSQL. One wins (one
 * audit row, one settlement); the others are told 拼团已结束.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { adminClient, type AdminClient } from '../../../test/admin-client';
import { body, createTestApp, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-db';
import { endGroupBuy } from './groupbuy.end';

describe('ending a group buy in parallel [postgres]', () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp({}, await openTestDatabase(20));
    admin = await adminClient(t, 'super');
  });
  afterAll(async () => {
    await t.close();
    await t.testDb.drop();
  });

  it('one success and one audit row; the others answer 拼团已结束', async () => {
    const [g] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`INSERT INTO group_buys (goods_id, title, price_fen, group_size, stock, per_buyer, ends_at)
          SELECT id, '并发结束测试团', 1000, 10, 50, 5, now() + interval '1 day'
            FROM goods WHERE is_buy AND NOT is_controlled ORDER BY id LIMIT 1 RETURNING id`,
    );
    // Straight into the service, so the four transactions really meet at the row lock.
    const actor = { operatorId: 1, operatorName: '周建国（admin）', ip: '127.0.0.1' };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () => endGroupBuy(t.deps.database.db, actor, g!.id)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect((o.reason as Error).message).toBe('拼团已结束');
    }
    // Through the route afterwards: the same answer.
    expect(body(await admin.post(`/api/admin/promotions/groupbuy/${g!.id}/end`, {})).msg).toBe('拼团已结束');
    const rows = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'promotion.groupbuy.end' AND target_id = ${String(g!.id)}`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
