import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { cartClient, pickGoods, type PickedGoods } from './cart.fixtures';

describe(describeName('cart: add, quick add, total'), () => {
  let t: TestApp;
  let pharmacy: string;
  let clinic: string;
  let c: ReturnType<typeof cartClient>;
  let plain: PickedGoods[];
  beforeAll(async () => {
    t = await createTestApp();
    c = cartClient(t.app);
    pharmacy = await signIn(t.app, 'pharmacy');
    clinic = await signIn(t.app, 'clinic');
    plain = await pickGoods(t.deps.database.db, 6, sql`g.min_qty = 1 AND g.mid_pack = 1`);
  });
  afterAll(() => t.close());
  const total = async (cookie: string) =>
    body<{ total: number }>(await t.app.inject({ url: '/api/cart/total', headers: { cookie } })).data.total;

  it('needs a signed-in buyer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { params: [{ goods_id: 1, number: 1 }] },
    });
    expect(res.statusCode).toBe(401);
    expect(body(res).code).toBe(10001);
    expect((await t.app.inject({ url: '/api/cart/list' })).statusCode).toBe(401);
  });

  it('adding the same goods twice (form-encoded) keeps one line with the summed number', async () => {
    const g = plain[0]!;
    const form = `params[0][goods_id]=${g.id}&params[0][number]=2&params[0][price]=0`;
    const first = await c.post('/api/cart', pharmacy, form);
    expect(body(first).msg).toBe('加入购物车成功');
    expect(body<{ total: number }>(first).data.total).toBe(1);
    const second = await c.post('/api/cart', pharmacy, form.replace('number]=2', 'number]=3'));
    expect(body<{ total: number }>(second).data.total).toBe(1);
    const lines = (await c.lines(pharmacy)).filter((l) => l.goods.id === g.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.number).toBe(5);
    expect(await total(pharmacy)).toBe(1);
  });

  it('adds several lines in one call (JSON) and reports the new count', async () => {
    const res = await c.post('/api/cart', pharmacy, {
      params: [
        { goods_id: plain[1]!.id, number: 1 },
        { goods_id: plain[2]!.id, number: 1 },
      ],
    });
    expect(body<{ total: number }>(res).data.total).toBe(3);
  });

  it('refuses a quantity below the minimum or off the middle pack, with the engine reason', async () => {
    const [packed] = await pickGoods(t.deps.database.db, 1, sql`g.mid_pack > 1`);
    expect(packed).toBeDefined();
    const before = await total(pharmacy);
    const res = await c.add(pharmacy, packed!.id, packed!.mid_pack + 1);
    expect(body(res).code).toBe(10002);
    expect(body(res).msg).toMatch(/最少购买|中包装/);
    expect(await total(pharmacy)).toBe(before);
  });

  it('refuses more than the stock, and a second add that would pass it', async () => {
    const g = plain[3]!;
    const over = await c.add(pharmacy, g.id, g.stock + 1);
    expect(body(over).msg).toContain('库存不足');
    await c.add(pharmacy, g.id, g.stock - 1);
    const again = await c.add(pharmacy, g.id, 2);
    expect(body(again).code).toBe(10002);
    const line = (await c.lines(pharmacy)).find((l) => l.goods.id === g.id);
    expect(line?.number).toBe(g.stock - 1);
  });

  it('eight adds of the same goods at once all count, on one line', async () => {
    const g = plain[4]!;
    const results = await Promise.all(Array.from({ length: 8 }, () => c.add(pharmacy, g.id, 1)));
    for (const res of results) expect(body(res).msg).toBe('加入购物车成功');
    const lines = (await c.lines(pharmacy)).filter((l) => l.goods.id === g.id);
    expect(lines.map((l) => l.number)).toEqual([8]);
  });

  it('the unverified clinic cannot add; its cart stays empty', async () => {
    const res = await c.add(clinic, plain[0]!.id, 1);
    expect(body(res).code).toBe(10002);
    expect(body(res).msg).toContain('资质');
    expect(await total(clinic)).toBe(0);
  });

  it('refuses goods outside the buyer’s business scope (purchaseBlockReason)', async () => {
    const store = await signIn(t.app, 'chainStore2');
    const rows = await t.deps.database.db.execute(
      sql`SELECT id FROM goods WHERE scope IN ('biological','device_3') AND is_buy AND stock > 10 LIMIT 1`,
    );
    const id = (rows as { rows: { id: number }[] }).rows[0]?.id;
    if (id === undefined) return;
    const res = await c.add(store, id, 1);
    expect(body(res).code).toBe(10002);
    expect(body(res).msg).toContain('经营范围');
  });

  it('quick_add puts the goods in at its smallest valid quantity', async () => {
    const [packed] = await pickGoods(t.deps.database.db, 1, sql`g.mid_pack > 1`, 1);
    const res = await c.post(`/api/cart/quick_add/${packed!.id}`, pharmacy, {});
    expect(body(res).msg).toBe('加入购物车成功');
    const line = (await c.lines(pharmacy)).find((l) => l.goods.id === packed!.id);
    const smallest = Math.ceil(Math.max(packed!.min_qty, 1) / packed!.mid_pack) * packed!.mid_pack;
    expect(line?.number).toBe(smallest);
    const missing = await c.post('/api/cart/quick_add/99999999', pharmacy, {});
    expect(missing.statusCode).toBe(404);
  });

  it('malformed bodies are 422 with a Chinese message', async () => {
    const cases: Array<object | string> = [
      {},
      { params: [] },
      { params: [{ goods_id: 'abc', number: 1 }] },
      { params: [{ goods_id: plain[0]!.id, number: 0 }] },
      { params: [{ goods_id: plain[0]!.id, number: 1, price: '12.345' }] },
      'params[0][goods_id]=1&params[0][number]=-2',
    ];
    for (const payload of cases) {
      const res = await c.post('/api/cart', pharmacy, payload);
      expect(res.statusCode).toBe(422);
      expect(body(res).msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
