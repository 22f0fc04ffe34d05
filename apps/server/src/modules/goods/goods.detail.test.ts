import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

interface Detail {
  id: number;
  base_price: string | null;
  retail_price: string | null;
  ladder_price: { number: number; price: string }[] | null;
  ladder_text: string[] | null;
  price_hidden_reason: string | null;
  can_buy: boolean;
  buy_block_reason: string | null;
  lots: { batch_no: string; expires_on: string; stock: number }[];
  is_favorite: boolean;
  is_jxq: number;
  goods_price_id: number;
  category_path: { id: number; name: string }[];
}

describe(describeName('goods detail'), () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [g] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT g.id FROM goods g WHERE g.is_buy AND g.stock > 0 AND g.scope = 'chemical'
            AND NOT g.is_controlled AND NOT g.is_ephedrine
            AND EXISTS (SELECT 1 FROM ladder_prices lp WHERE lp.goods_id = g.id)
            AND (SELECT count(*) FROM goods_lots l WHERE l.goods_id = g.id AND l.stock > 0) > 1
          ORDER BY g.id LIMIT 1`,
    );
    if (!g) throw new Error('seed lacks a laddered goods with several lots');
    id = g.id;
  });
  afterAll(() => t.close());

  const detail = async (path: string, cookie?: string) => {
    const res = await t.app.inject({ url: `/api/goods/detail/${path}`, headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, ...body<Detail>(res) };
  };

  it('shows a visitor no prices, with the reason', async () => {
    const d = await detail(String(id));
    expect(d.status).toBe(200);
    expect(d.data.base_price).toBeNull();
    expect(d.data.retail_price).toBeNull();
    expect(d.data.ladder_price).toBeNull();
    expect(d.data.ladder_text).toBeNull();
    expect(d.data.price_hidden_reason).toBe('登录后查看价格');
    expect(d.data.can_buy).toBe(false);
  });

  it('shows a verified pharmacy prices, ladder text and lots earliest expiry first', async () => {
    const d = await detail(`${id}?goods_price_id=7&is_yj=0`, await signIn(t.app, 'pharmacy'));
    expect(d.data.base_price).toMatch(/^\d+\.\d{2}$/);
    expect(d.data.ladder_price?.length).toBeGreaterThan(0);
    expect(d.data.ladder_text?.length).toBe(d.data.ladder_price?.length);
    expect(d.data.can_buy).toBe(true);
    expect(d.data.goods_price_id).toBe(7);
    expect(d.data.category_path.length).toBeGreaterThan(0);
    const expiries = d.data.lots.map((l) => l.expires_on);
    expect(expiries.length).toBeGreaterThan(1);
    expect(expiries).toEqual([...expiries].sort());
  });

  it('shows an unverified clinic prices but not the buy button, saying why', async () => {
    const d = await detail(String(id), await signIn(t.app, 'clinic'));
    expect(d.data.base_price).not.toBeNull();
    expect(d.data.can_buy).toBe(false);
    expect(d.data.buy_block_reason).toMatch(/^您的资质尚未审核通过，暂不能购买/);
  });

  it('keeps only near-expiry lots for is_jxq=1', async () => {
    const d = await detail(`${id}?is_jxq=1`);
    expect(d.data.is_jxq).toBe(1);
    const limit = new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);
    expect(d.data.lots.every((l) => l.expires_on < limit)).toBe(true);
  });

  it('answers an unknown id with 404 and a non-numeric one with 422', async () => {
    const missing = await detail('999999999');
    expect(missing.status).toBe(404);
    expect(missing.code).toBe(404);
    for (const bad of ['abc', '1.5', '-3', '0', '12345678901']) {
      const r = await detail(bad);
      expect(r.status, bad).toBe(422);
      expect(r.msg).toBe('商品编号不正确');
    }
  });
});
