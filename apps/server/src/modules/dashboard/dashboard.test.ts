import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan, type Dashboard } from '@shop/shared';
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

const get = async (role: Parameters<typeof operatorCookie>[1], q = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/dashboard${q}`,
    headers: { cookie: await operatorCookie(t, role) },
  });
const keys = (d: Dashboard) => d.queues.map((q) => q.key);

describe(describeName('GET /api/admin/dashboard'), () => {
  it('shows 30 days oldest first, today last, and the previous 30 days beside them', async () => {
    const d = body<Dashboard>(await get('warehouse')).data;
    expect(d.series).toHaveLength(30);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    expect(d.series.at(-1)?.day).toBe(today);
    expect(d.range.to).toBe(today);
    expect(d.previous.to < d.range.from).toBe(true);
    expect(d.current.orders).toBe(d.series.reduce((n, s) => n + s.orders, 0));
    expect(d.current.sales).toMatch(/^\d+\.\d{2}$/);
  });

  it('counts paid orders only, summed in integer fen', async () => {
    const d = body<Dashboard>(await get('finance', '?from=2020-01-01&to=2020-03-31')).data;
    expect(d.series).toHaveLength(91);
    const recent = body<Dashboard>(await get('finance')).data;
    const [row] = await queryRows<{ n: number; fen: string }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n, coalesce(sum(payable_fen), 0)::bigint::text AS fen FROM orders
           WHERE paid_at IS NOT NULL AND status NOT IN ('unpaid', 'awaiting_transfer', 'cancelled')
             AND (paid_at AT TIME ZONE 'Asia/Shanghai')::date BETWEEN ${recent.range.from}::date AND ${recent.range.to}::date`,
    );
    expect(recent.current).toMatchObject({ orders: row!.n, sales: fenToYuan(Number(row!.fen)) });
    // An unpaid order placed today does not move the figures.
    const [u] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM orders WHERE status = 'unpaid' LIMIT 1`,
    );
    expect(u).toBeDefined();
    await t.deps.database.db.execute(sql`UPDATE orders SET created_at = now() WHERE id = ${u!.id}`);
    expect(body<Dashboard>(await get('finance')).data.current).toEqual(recent.current);
  });

  it.each([
    ['?from=2026-03-01&to=2026-01-01', '开始日期不能晚于结束日期'],
    ['?from=2025-01-01&to=2026-01-01', '日期范围不能超过92天'],
    ['?from=yesterday', '开始日期格式不正确'],
  ])('%s is a 422', async (q, msg) => {
    const res = await get('finance', q);
    expect([res.statusCode, body(res).msg]).toEqual([422, msg]);
  });

  it('gives each role its own queues, each linking to its pre-filtered list', async () => {
    expect(keys(body<Dashboard>(await get('finance')).data)).toEqual(['transfers', 'refunds_to_pay']);
    expect(keys(body<Dashboard>(await get('service')).data)).toEqual([
      'chats_waiting',
      'feedback_open',
      'wanted_open',
    ]);
    expect(keys(body<Dashboard>(await get('quality')).data)).toEqual(['qualifications']);
    expect(keys(body<Dashboard>(await get('goods')).data)).toEqual(['low_stock', 'near_expiry']);
    const warehouse = body<Dashboard>(await get('warehouse')).data;
    expect(keys(warehouse)).toEqual(['to_ship', 'returns_to_review', 'returns_to_inspect']);
    expect(warehouse.queues[0]).toMatchObject({ label: '待拣货发货', to: '/orders?status=paid' });
    const all = body<Dashboard>(await get('super')).data;
    expect(all.queues).toHaveLength(11);
    const quality = all.queues.find((q) => q.key === 'qualifications');
    expect(quality?.count).toBeGreaterThanOrEqual(1); // the unverified demo clinic
    expect(all.queues.find((q) => q.key === 'near_expiry')?.count).toBeGreaterThan(0);
  });

  it('a refund waiting shows in 待退款 for finance', async () => {
    const before = body<Dashboard>(await get('finance')).data.queues.find(
      (q) => q.key === 'refunds_to_pay',
    )!.count;
    await t.deps.database.db.execute(
      sql`INSERT INTO aftersales (user_id, order_id, kind, status, reason, refund_fen)
          SELECT user_id, id, 'return', 'received', '外包装破损', 1280 FROM orders WHERE status = 'done' LIMIT 1`,
    );
    const after = body<Dashboard>(await get('finance')).data.queues.find(
      (q) => q.key === 'refunds_to_pay',
    )!.count;
    expect(after).toBe(before + 1);
  });
});
