/**
 * Issue 27, databases made before regions were codes: companies holding only names (浙江省 or 浙江,
 * 杭州市, 西湖区; a municipality's city written as the municipality) get their six-digit codes, and
 * regional rules written as names get codes, so the rules match them; a name the tree does not know
 * is left alone, and a second run changes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeName, type TestApp } from '../../test/test-app';
import { queryRows } from './query';
import { backfillRegionCodes, codesByName } from './region-backfill';

describe(describeName('region codes for older rows'), () => {
  let t: TestApp;
  const db = () => t.deps.database.db;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('maps names to codes, a municipality too, and leaves unknown names', () => {
    expect(codesByName('浙江省', '杭州市', '西湖区')).toEqual(['330000', '330100', '330106']);
    expect(codesByName('浙江', '宁波市', '鄞州区')).toEqual(['330000', '330200', '330212']);
    expect(codesByName('上海市', '上海市', '浦东新区')).toEqual(['310000', '310100', '310115']);
    expect(codesByName('浙江省', '杭州市', '不存在区')).toBeNull();
  });

  it('fills companies and rules written as names, once', async () => {
    const [kj] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT company_id AS id FROM users WHERE username = 'kangjian'`,
    );
    const [other] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM companies WHERE id <> ${kj!.id} ORDER BY id DESC LIMIT 1`,
    );
    await db().execute(sql`UPDATE companies SET province_code = '', city_code = '', district_code = '',
        province = '浙江', city = '杭州市', district = '西湖区' WHERE id = ${kj!.id}`);
    await db().execute(sql`UPDATE companies SET province_code = '', city_code = '', district_code = '',
        province = '火星', city = '', district = '' WHERE id = ${other!.id}`);
    const [g] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM goods ORDER BY id LIMIT 1`);
    await db().execute(sql`DELETE FROM customer_prices WHERE goods_id = ${g!.id}`);
    await db().execute(sql`INSERT INTO customer_prices (goods_id, company_kind, province, price_fen)
        VALUES (${g!.id}, '', '浙江省', 100)`);
    await db()
      .execute(sql`INSERT INTO controlled_sales (goods_id, provinces) VALUES (${g!.id}, ARRAY['浙江', '320000'])
        ON CONFLICT (goods_id) DO UPDATE SET provinces = excluded.provinces`);

    await backfillRegionCodes(db());
    await backfillRegionCodes(db());

    const codes = await queryRows<{ id: number; p: string; c: string; d: string }>(
      db(),
      sql`SELECT id, province_code AS p, city_code AS c, district_code AS d FROM companies
          WHERE id IN (${kj!.id}, ${other!.id}) ORDER BY id = ${kj!.id} DESC`,
    );
    expect(codes).toEqual([
      { id: kj!.id, p: '330000', c: '330100', d: '330106' },
      { id: other!.id, p: '', c: '', d: '' },
    ]);
    const [price] = await queryRows<{ province: string }>(
      db(),
      sql`SELECT province FROM customer_prices WHERE goods_id = ${g!.id}`,
    );
    expect(price!.province).toBe('330000');
    const [control] = await queryRows<{ provinces: string[] }>(
      db(),
      sql`SELECT provinces FROM controlled_sales WHERE goods_id = ${g!.id}`,
    );
    expect(control!.provinces).toEqual(['330000', '320000']);
  });
});
