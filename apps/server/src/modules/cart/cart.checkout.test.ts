import { sql } from 'drizzle-orm';
import { fenToYuan } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../db/query';
import { cartClient, pickGoods } from './cart.fixtures';
import { priceCartForUser } from './cart.pricing';

interface Manjian {
  id: number;
  amount: string;
  reduce: string;
  status: number;
  tiers: Array<{ amount: string; status: number }>;
}

describe(describeName('cart: 满减, price changes, checkout, hints'), () => {
  let t: TestApp;
  let c: ReturnType<typeof cartClient>;
  let pharmacy: string;
  let store3: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    c = cartClient(t.app);
    pharmacy = await signIn(t.app, 'pharmacy');
    store3 = await signIn(t.app, 'chainStore3');
    const [u] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM users WHERE username = 'kangjian'`,
    );
    userId = u!.id;
  });
  afterAll(() => t.close());

  it('checkout with nothing selected is refused', async () => {
    const res = await c.post('/api/cart/checkout', pharmacy, { new: 1 });
    expect(body(res).code).toBe(10002);
    expect(body(res).msg).toBe('请选择要结算的商品');
  });

  it('full-reduction tier gets status 1 once the selected eligible amount reaches it', async () => {
    const [g] = await queryRows<{ id: number; activity_id: number; base: number }>(
      t.deps.database.db,
      sql`SELECT g.id, mg.activity_id, g.base_price_fen::int AS base FROM goods g
          JOIN manjian_goods mg ON mg.goods_id = g.id
          JOIN manjian_activities a ON a.id = mg.activity_id AND a.name LIKE '品牌药%'
          WHERE g.min_qty = 1 AND g.mid_pack = 1 AND g.base_price_fen < 20000 AND g.stock * g.base_price_fen > 300000
          ORDER BY g.id LIMIT 1`,
    );
    expect(g).toBeDefined();
    await c.add(pharmacy, g!.id, 1);
    const activity = async () =>
      (await c.list(pharmacy)).activity_data.manjians.find((m) => m.id === g!.activity_id) as Manjian;
    expect((await activity()).status).toBe(0);
    const line = (await c.lines(pharmacy)).find((l) => l.goods.id === g!.id)!;
    const enough = Math.ceil(60_000 / g!.base) + 1;
    await c.post(`/api/cart/${line.id}/edit`, pharmacy, { params: { number: enough } });
    const m = await activity();
    expect(Number(m.amount)).toBeGreaterThanOrEqual(500);
    expect(m.status).toBe(1);
    expect(m.tiers[0]?.status).toBe(1);
    const state = await c.list(pharmacy);
    expect(state.totals.manjian).toBe(m.reduce);
    expect(
      state.data.find((grp) => grp.key === `manjian-${g!.activity_id}`)?.lines[0]?.goods_manjian_amount,
    ).toBe(m.reduce);
  });

  it('a price the engine does not confirm is reported on add, listed, then at checkout with both prices', async () => {
    const [g] = await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 20);
    const res = await c.add(pharmacy, g!.id, 1, { price: '0.01' });
    const data = body<{ price_changes: Array<{ old_price: string; new_price: string }> }>(res);
    expect(data.msg).toContain('价格已变动');
    expect(data.data.price_changes[0]?.old_price).toBe('0.01');
    const line = (await c.lines(pharmacy)).find((l) => l.goods.id === g!.id)!;
    expect(line.price_changed).toBe(true);
    expect(line.seen_price).toBe('0.01');
    const first = await c.post('/api/cart/checkout', pharmacy, { ids: String(line.id), new: 1 });
    expect(body(first).code).toBe(10002);
    const changes = (body(first).data as { price_changes: Array<{ old_price: string; new_price: string }> })
      .price_changes;
    expect(changes[0]).toMatchObject({ old_price: '0.01', new_price: line.price });
    const second = await c.post('/api/cart/checkout', pharmacy, { ids: String(line.id), new: 1 });
    const ok = body<{ ids: number[]; token: string; payable: string }>(second);
    expect(ok.code).toBe(10000);
    expect(ok.data.ids).toEqual([line.id]);
    expect(ok.data.payable).toBe(line.total);
    expect(ok.data.token).toMatch(/^\d+\./);
  });

  it('the price the page showed is accepted without a report', async () => {
    const [g] = await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 21);
    const res = await c.add(store3, g!.id, 1, { price: fenToYuan(g!.base) });
    expect(body(res).msg).toBe('加入购物车成功');
    expect((await c.lines(store3))[0]?.price_changed).toBe(false);
  });

  it('lists the cart state with yuan strings, filters and shipping gap', async () => {
    const state = await c.list(pharmacy);
    expect(state.totals.goods_total).toMatch(/^\d+\.\d{2}$/);
    expect(state.shipping_data.shipping_amount).toMatch(/^\d+\.\d{2}$/);
    expect(state.filter_data.find((f) => f.id === 99999)?.count).toBe(2);
    expect(state.filter_data.find((f) => f.id === 1)?.count).toBe(1);
    const promos = await c.list(pharmacy, 1);
    expect(promos.data.flatMap((grp) => grp.lines)).toHaveLength(1);
    expect(promos.totals.goods_total).toBe(state.totals.goods_total);
    const line = state.data[0]!.lines[0]!;
    expect(line.goods).toHaveProperty('ladder_price');
    expect(line.explanation.length).toBeGreaterThan(0);
  });

  it('priceCartForUser gives the checkout contract, lineIds counting as selected', async () => {
    const all = await priceCartForUser(t.deps.database.db, userId);
    expect(all.lines).toHaveLength(2);
    const one = await priceCartForUser(t.deps.database.db, userId, { lineIds: [all.lines[0]!.id] });
    expect(one.lines).toHaveLength(1);
    expect(one.lines[0]!.isSelected).toBe(true);
    expect(one.totals.goodsTotalFen).toBe(one.lines[0]!.lineTotalFen);
    expect(one.totals.payableFen).toBe(one.totals.goodsTotalFen - one.totals.manjianFen);
    const other = await priceCartForUser(t.deps.database.db, userId, { lineIds: [999999] });
    expect(other.lines).toHaveLength(0);
  });

  it('next_hint gives the ladder step for a goods with ladder prices', async () => {
    const [g] = await queryRows<{ id: number; n: number }>(
      t.deps.database.db,
      sql`SELECT g.id, min(lp.number) AS n FROM goods g JOIN ladder_prices lp ON lp.goods_id = g.id
          WHERE g.ladder_price_type = 2 AND g.mid_pack = 1 GROUP BY g.id ORDER BY g.id LIMIT 1`,
    );
    // As the spec and the storefront send it: parameters in the query, no body at all.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cart/next_hint?goods_id=${g!.id}&number=1`,
      headers: { cookie: pharmacy },
    });
    const data = body<{ ladder: { more_quantity: number; text: string } | null; texts: string[] }>(res).data;
    expect(data.ladder?.text).toMatch(/^再买 \d+ /);
    expect(data.ladder?.more_quantity).toBeGreaterThan(0);
  });
});
