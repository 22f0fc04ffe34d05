/**
 * Issue 27, bad input: a flash price above the base price, an unknown region code (coupon-centre
 * batch, registration) and an unknown 经营范围 (goods, registration, approval) are each a Chinese
 * 422 naming the field, and nothing is stored. (Customer price above retail, overlapping rules of
 * equal specificity and unknown region codes of prices and 控销: goods/regional-rules.test.ts.)
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan } from '@shop/shared';
import { queryRows } from '../../db/query';
import { adminClient, type AdminClient } from '../../../test/admin-client';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { registrationFields, submitRegistration, verifiedPhone } from '../account/account.fixtures';
import { pickGoods } from '../cart/cart.fixtures';

describe(describeName('bad rules: a Chinese 422 naming the field, nothing stored'), () => {
  let t: TestApp;
  let admin: AdminClient;
  const db = () => t.deps.database.db;
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('a flash price above the base price', async () => {
    const [g] = await pickGoods(db(), 1);
    const before = await count('flash_sales');
    const res = await admin.post('/api/admin/promotions/flash', {
      goods_id: g!.id,
      price: fenToYuan(g!.base + 1),
      limit_per_buyer: 5,
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).msg).toBe(`秒杀价不能高于供货价 ¥${fenToYuan(g!.base)}`);
    expect(await count('flash_sales')).toBe(before);
    // At the base price it is accepted: the bound is the base price itself.
    const ok = await admin.post('/api/admin/promotions/flash', {
      goods_id: g!.id,
      price: fenToYuan(g!.base),
    });
    expect(body(ok).code).toBe(10000);
  });

  it('an unknown region code for a coupon-centre batch', async () => {
    const coupon = body<{ id: number }>(
      await admin.post('/api/admin/promotions/coupon', {
        name: '地区券',
        kind: 'coupon',
        rule_type: 'full_reduction',
        threshold: '300',
        amount: '20',
      }),
    ).data.id;
    const before = await count('coupon_campaigns');
    for (const code of ['990000', '火星']) {
      const res = await admin.post('/api/admin/promotions/campaign', {
        coupon_id: coupon,
        title: '未知地区专享',
        total: 10,
        per_buyer: 1,
        provinces: [code],
      });
      expect(res.statusCode).toBe(422);
      expect(body(res).msg).toBe(`领券地区编码不正确：${code}`);
    }
    expect(await count('coupon_campaigns')).toBe(before);
  });

  it('an unknown 经营范围 for a goods', async () => {
    const [refs] = await queryRows<{ manufacturer_id: number; category_id: number }>(
      db(),
      sql`SELECT (SELECT id FROM manufacturers ORDER BY id LIMIT 1) AS manufacturer_id,
            (SELECT c.id FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories x WHERE x.parent_id = c.id)
              ORDER BY c.id LIMIT 1) AS category_id`,
    );
    const before = await count('goods');
    const res = await admin.post('/api/admin/goods', {
      generic_name: '维生素C片',
      ypgg: '0.1g*100片',
      dosage_form: '片剂',
      bzdw: '瓶',
      ...refs,
      approval_no: '国药准字H44020779',
      scope: '保健食品类',
      base_price: '3.50',
      retail_price: '5.00',
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).msg).toBe('经营范围不正确，请填写中文名称，如 化学药制剂');
    expect(await count('goods')).toBe(before);
  });

  it('an unknown 经营范围 or region code at registration, and an unknown scope at approval', async () => {
    const users = await count('users');
    const badScope = await submitRegistration(t, await verifiedPhone(t, '13900002728'), {
      ...registrationFields('badscope'),
      business_scope: 'chemical,health_food_x',
    });
    expect(badScope.statusCode, badScope.body).toBe(422);
    expect(body(badScope).msg).toBe('经营范围不正确');
    const badRegion = await submitRegistration(t, await verifiedPhone(t, '13900002729'), {
      ...registrationFields('badregion'),
      district_code: '990106',
    });
    expect(badRegion.statusCode, badRegion.body).toBe(422);
    expect(body(badRegion).msg).toMatch(/地区|区县|省市/);
    expect(await count('users')).toBe(users);

    const [pending] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT u.id FROM users u JOIN companies c ON c.id = u.company_id WHERE NOT c.is_passed ORDER BY u.id LIMIT 1`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/buyers/${pending!.id}/approve`,
      headers: { cookie: await operatorCookie(t, 'quality') },
      payload: { scope: ['chemical', 'beauty_salon'], expiries: [] },
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).msg).toBe('经营范围「beauty_salon」不正确');
    const [after] = await queryRows<{ is_passed: boolean }>(
      db(),
      sql`SELECT c.is_passed FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${pending!.id}`,
    );
    expect(after!.is_passed).toBe(false);
  });
});
