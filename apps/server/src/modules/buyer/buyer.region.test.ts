/**
 * Issue 27: 质管 corrects a company's region from the buyer's detail page. The codes are stored (the
 * names beside them for display), the change is audited, and the buyer's regional prices follow at
 * once: a 地区价 for 江苏省 reaches the demo pharmacy only after it moved there. An unknown code, or
 * one that does not nest in the level above, is a Chinese 422 naming the field, and nothing changes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyerDetail, AuditRow } from '@shop/shared';
import { queryRows } from '../../db/query';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { adminClient, type AdminClient } from '../../../test/admin-client';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';

describe(describeName('back office: a company region by GB/T 2260 code'), () => {
  let t: TestApp;
  let quality: AdminClient;
  let finance: AdminClient;
  let superAdmin: AdminClient;
  let buyerId = 0;
  let buyerCookie = '';
  let goodsId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    quality = await adminClient(t, 'quality');
    finance = await adminClient(t, 'finance');
    superAdmin = await adminClient(t, 'super');
    const [u] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM users WHERE username = ${DEMO_ACCOUNTS.pharmacy.username}`,
    );
    buyerId = u!.id;
    buyerCookie = await signIn(t.app, 'pharmacy');
    const [g] = await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1`);
    goodsId = g!.id;
    // A 地区价 for 江苏省 only (no other rule of the goods names the pharmacy).
    await t.deps.database.db.execute(sql`DELETE FROM customer_prices WHERE goods_id = ${goodsId}`);
    await t.deps.database.db
      .execute(sql`INSERT INTO customer_prices (goods_id, company_id, company_kind, province, price_fen)
      SELECT id, NULL, '', '320000', base_price_fen - 100 FROM goods WHERE id = ${goodsId}`);
  });
  afterAll(() => t.close());

  const url = () => `/api/admin/buyers/${buyerId}/region`;
  const company = async () =>
    body<AdminBuyerDetail>(await quality.get(`/api/admin/buyers/${buyerId}`)).data.company;
  const audits = async () =>
    body<{ total: number; list: AuditRow[] }>(
      await superAdmin.get(`/api/admin/audit?target_type=buyer&target_id=${buyerId}`),
    ).data;
  const priceSeen = async () =>
    body<{ base_price: string; price_reason: string | null }>(
      await t.app.inject({ url: `/api/goods/detail/${goodsId}`, headers: { cookie: buyerCookie } }),
    ).data;

  it('stores the picked codes with their names, audits the change, and the buyer meets the new region’s price', async () => {
    const before = await company();
    expect(before).toMatchObject({ province_code: '330000', city_code: '330100' });
    const zhejiangPrice = await priceSeen();
    expect(zhejiangPrice.price_reason).toBeNull();
    const audited = (await audits()).total;

    const res = body(
      await quality.put(url(), { province_code: '320000', city_code: '320100', district_code: '320102' }),
    );
    expect(res).toMatchObject({ code: 10000, msg: '所在地区已保存' });
    expect(await company()).toMatchObject({
      province_code: '320000',
      city_code: '320100',
      district_code: '320102',
      region: '江苏省南京市玄武区',
    });
    const log = await audits();
    expect(log.total).toBe(audited + 1);
    expect(log.list[0]).toMatchObject({ action: 'buyer.region' });
    expect(log.list[0]!.summary).toContain('→ 江苏省南京市玄武区');
    const jiangsuPrice = await priceSeen();
    expect(jiangsuPrice.price_reason).not.toBeNull();
    expect(Number(jiangsuPrice.base_price)).toBeCloseTo(Number(zhejiangPrice.base_price) - 1, 2);

    // The same region again changes nothing and records nothing.
    const again = body(
      await quality.put(url(), { province_code: '320000', city_code: '320100', district_code: '320102' }),
    );
    expect(again.code).toBe(10002);
    expect(again.msg).toContain('江苏省南京市玄武区');
    expect((await audits()).total).toBe(audited + 1);
  });

  it('takes a city without districts (东莞) with an empty district', async () => {
    const res = body(await quality.put(url(), { province_code: '440000', city_code: '441900' }));
    expect(res.code).toBe(10000);
    expect(await company()).toMatchObject({ city_code: '441900', district_code: '', region: '广东省东莞市' });
  });

  it('refuses an unknown or misplaced code with a 422 naming the field, and stores nothing', async () => {
    const stored = await company();
    const audited = (await audits()).total;
    const cases: [Record<string, string>, string, string][] = [
      [
        { province_code: '990000', city_code: '990100', district_code: '990101' },
        'province_code',
        '所在省份编码不正确',
      ],
      [
        { province_code: '330000', city_code: '320100', district_code: '320102' },
        'city_code',
        '所在城市编码不正确',
      ],
      [
        { province_code: '330000', city_code: '330100', district_code: '330299' },
        'district_code',
        '所在区县编码不正确',
      ],
      [
        { province_code: '330000', city_code: '330100', district_code: '' },
        'district_code',
        '请选择所在区县',
      ],
      [{ province_code: '330000', city_code: '', district_code: '' }, 'city_code', '请选择所在城市'],
      [{ province_code: '330000', city_code: '杭州', district_code: '' }, 'city_code', '所在城市编码不正确'],
    ];
    for (const [payload, field, msg] of cases) {
      const res = await quality.put(url(), payload);
      expect(res.statusCode).toBe(422);
      const b = body<{ field: string; msg: string }[]>(res);
      expect(b.msg).toContain(msg);
      expect(b.data[0]!.field).toBe(field);
    }
    expect(await company()).toEqual(stored);
    expect((await audits()).total).toBe(audited);
  });

  it('is a 质管 change: 财务 may not make it', async () => {
    const res = await finance.put(url(), {
      province_code: '330000',
      city_code: '330100',
      district_code: '330106',
    });
    expect(res.statusCode).toBe(403);
  });
});
