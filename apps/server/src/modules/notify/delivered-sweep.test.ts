import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { sandboxLogisticsProvider } from '../logistics/sandbox.provider';
import { notifyDelivered } from './delivered-sweep';

/** 已签收: the buyer is told once when the carrier reports the parcel signed for, not before. */
describe(describeName('delivered notices'), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.deps.database.db, q);

  it('tells the buyer once, after the 签收 event and never before it', async () => {
    const now = new Date('2026-11-20T08:00:00Z');
    const [o] = await rows<{ id: number; user_id: number; order_no: string }>(
      sql`UPDATE orders SET status = 'shipped', logistics_company = '顺丰速运', tracking_no = 'SF1234509876',
                 shipped_at = ${new Date(now.getTime() - 10 * 3_600_000).toISOString()}
           WHERE id = (SELECT id FROM orders WHERE status = 'paid' ORDER BY id LIMIT 1)
          RETURNING id, user_id, order_no`,
    );
    const told = async () =>
      (
        await rows<{ content: string }>(
          sql`SELECT content FROM messages WHERE user_id = ${o!.user_id} AND title = '订单已签收'
                AND content LIKE ${`%${o!.order_no}%`}`,
        )
      ).length;
    // 10 hours after shipping the parcel is still on its way.
    await notifyDelivered(t.deps.database.db, sandboxLogisticsProvider, now);
    expect(await told()).toBe(0);
    const later = new Date(now.getTime() + 20 * 3_600_000);
    await notifyDelivered(t.deps.database.db, sandboxLogisticsProvider, later);
    await notifyDelivered(t.deps.database.db, sandboxLogisticsProvider, later);
    expect(await told()).toBe(1);
    const events = await rows<{ status: string }>(
      sql`SELECT status FROM order_events WHERE order_id = ${o!.id} AND status = 'delivered'`,
    );
    expect(events).toHaveLength(1);
  });
});
