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
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => admin.post(`/api/admin/promotions/groupbuy/${g!.id}/end`, {})),
    );
    const msgs = answers.map((a) => body(a).msg).sort();
    expect(msgs).toEqual(['拼团已结束', '拼团已结束', '拼团已结束', '拼团已结束，参团款已退回']);
    const rows = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'promotion.groupbuy.end' AND target_id = ${String(g!.id)}`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
