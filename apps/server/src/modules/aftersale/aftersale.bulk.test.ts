import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBulkResult } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function aftersale(status: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.deps.database.db,
    sql`INSERT INTO aftersales (user_id, order_id, kind, status, reason, refund_fen)
        SELECT user_id, id, 'return', ${status}, '外包装破损', 1280 FROM orders WHERE status = 'done' LIMIT 1
        RETURNING id`,
  );
  return row!.id;
}
const statusOf = async (id: number) =>
  (
    await queryRows<{ status: string }>(
      t.deps.database.db,
      sql`SELECT status FROM aftersales WHERE id = ${id}`,
    )
  )[0]?.status;

describe(describeName('bulk actions over returns'), () => {
  it('refunds the rows that wait for it and names each refused row with its reason', async () => {
    const [a, b, pending] = [
      await aftersale('received'),
      await aftersale('received'),
      await aftersale('pending'),
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/aftersales/bulk-refund',
      headers: { cookie: await operatorCookie(t, 'finance') },
      payload: { ids: [a, pending, b, 999_999] },
    });
    expect(body(res).msg).toBe('已处理 2 条，2 条未处理');
    expect(body<AdminBulkResult>(res).data).toEqual({
      done: [a, b],
      refused: [
        { id: pending, reason: '售后单待审核，不能退款' },
        { id: 999_999, reason: '售后单不存在' },
      ],
    });
    expect([await statusOf(a), await statusOf(b), await statusOf(pending)]).toEqual([
      'refunded',
      'refunded',
      'pending',
    ]);
  });

  it('an empty selection is a 422; the warehouse may not refund', async () => {
    const finance = await operatorCookie(t, 'finance');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/aftersales/bulk-refund',
      headers: { cookie: finance },
      payload: { ids: [] },
    });
    expect([empty.statusCode, body(empty).msg]).toEqual([422, '请选择要处理的记录']);
    const wh = await t.app.inject({
      method: 'POST',
      url: '/api/admin/aftersales/bulk-refund',
      headers: { cookie: await operatorCookie(t, 'warehouse') },
      payload: { ids: [1] },
    });
    expect(wh.statusCode).toBe(403);
  });
});
