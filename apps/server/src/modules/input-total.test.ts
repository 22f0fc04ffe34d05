/**
 * Issue 26, defect 7: the probe's 500s from input are 422s with a Chinese message — a lone UTF-16
 * surrogate in an operator's text (it reached jsonb), impossible or lenient dates in ad and
 * promotion windows, and the same maker created twice at once (an unmapped unique violation).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHAR_MSG } from '@shop/shared';
import { queryRows } from '../db/query';
import { adminClient, type AdminClient } from '../../test/admin-client';
import { body, createTestApp, describeName, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t, 'super');
}, 60_000);
afterAll(async () => t.close());

describe(describeName('input that once answered 500'), () => {
  it('a lone surrogate in any operator text is a 422, nothing stored', async () => {
    for (const [url, payload] of [
      ['/api/admin/manufacturers', { name: '测试制药\ud800', short_name: '测试' }],
      ['/api/admin/content/ads', { position: 'focus', title: '\udc00', image: '/a.webp', url: '/' }],
      [
        '/api/admin/promotions/manjian',
        { name: '满减', tiers: [{ amount: '100', reduce: '10' }], x: { k: 'a\ud800' } },
      ],
    ] as const) {
      const res = await admin.post(url, payload);
      expect(res.statusCode, url).toBe(422);
      expect(body(res).msg).toBe(CONTROL_CHAR_MSG);
    }
  });

  it('impossible and lenient dates in ad and promotion windows are 422s', async () => {
    for (const starts_at of ['2026-02-30', '+1', ' 1 ', '2026-02-30T10:00:00Z']) {
      const ad = await admin.post('/api/admin/content/ads', {
        position: 'focus',
        title: '冬季感冒用药专场',
        image: '/static/banner.webp',
        url: '/',
        starts_at,
      });
      expect(ad.statusCode, starts_at).toBe(422);
      expect(body(ad).msg).toBe('开始时间不是有效时间');
      const promo = await admin.post('/api/admin/promotions/manjian', {
        name: '冬季满减',
        all_goods: true,
        tiers: [{ amount: '100', reduce: '10' }],
        ends_at: starts_at,
      });
      expect(promo.statusCode, starts_at).toBe(422);
      expect(body(promo).msg).toBe('结束时间不是有效时间');
    }
  });

  it('the same maker created 6 times at once: one is created, the others are refused, none is a 500', async () => {
    const name = `并发测试制药有限公司${Date.now() % 100000}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin.post('/api/admin/manufacturers', { name, short_name: '并发制药' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
    expect(answers.filter((a) => body(a).code === 10000)).toHaveLength(1);
    const rows = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM manufacturers WHERE name = ${name}`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
