import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@shop/shared';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(describeName('GET /api/admin/dashboard'), () => {
  it('shows 30 days oldest first, today last, and the to-do counts of the seeded shop', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: await operatorCookie(t, 'warehouse') },
    });
    const d = body<Dashboard>(res).data;
    expect(d.series).toHaveLength(30);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    expect(d.series.at(-1)?.day).toBe(today);
    expect(d.today.orders).toBe(d.series.at(-1)?.orders);
    // The seed has the unverified demo clinic, and lots expiring within half a year.
    expect(d.todo.qualifications).toBeGreaterThanOrEqual(1);
    expect(d.todo.near_expiry_lots).toBeGreaterThan(0);
    expect(d.today.sales).toMatch(/^\d+\.\d{2}$/);
  });
});
