import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../db/query';
import { cartClient, pickGoods, type PickedGoods } from './cart.fixtures';

describe(describeName('cart: edit, select, delete, copy'), () => {
  let t: TestApp;
  let c: ReturnType<typeof cartClient>;
  let pharmacy: string;
  let chain: string;
  let store2: string;
  let goods: PickedGoods[];
  let ids: number[];
  let chainLineId: number;
  beforeAll(async () => {
    t = await createTestApp();
    c = cartClient(t.app);
    [pharmacy, chain, store2] = await Promise.all([
      signIn(t.app, 'pharmacy'),
      signIn(t.app, 'chain'),
      signIn(t.app, 'chainStore2'),
    ]);
    goods = await pickGoods(t.deps.database.db, 4, sql`g.min_qty = 1 AND g.mid_pack = 1`);
    for (const g of goods.slice(0, 3)) await c.add(pharmacy, g.id, 2);
    ids = (await c.lines(pharmacy)).map((l) => l.id);
    await c.add(chain, goods[3]!.id, 4);
    chainLineId = (await c.lines(chain))[0]!.id;
  });
  afterAll(() => t.close());

  it('edits a quantity; the new number is listed', async () => {
    const res = await c.post(`/api/cart/${ids[0]}/edit`, pharmacy, 'params[number]=7&new=1');
    expect(body(res).code).toBe(10000);
    expect((await c.lines(pharmacy)).find((l) => l.id === ids[0])?.number).toBe(7);
  });

  it('editing below the minimum is refused with the reason and leaves the number', async () => {
    const [packed] = await pickGoods(t.deps.database.db, 1, sql`g.min_qty > 1`);
    await c.add(pharmacy, packed!.id, packed!.min_qty);
    const line = (await c.lines(pharmacy)).find((l) => l.goods.id === packed!.id)!;
    const res = await c.post(`/api/cart/${line.id}/edit`, pharmacy, {
      params: { number: packed!.min_qty - 1 },
    });
    expect(body(res).code).toBe(10002);
    expect(body(res).msg).toContain(`最少购买${packed!.min_qty}`);
    expect((await c.lines(pharmacy)).find((l) => l.id === line.id)?.number).toBe(packed!.min_qty);
    await c.post('/api/cart/batch_delete', pharmacy, { ids: String(line.id) });
  });

  it('another buyer’s line ids are refused for edit, select and delete; nothing changes', async () => {
    const attempts = [
      c.post(`/api/cart/${chainLineId}/edit`, pharmacy, { params: { number: 9 } }),
      c.post('/api/cart/batch_select', pharmacy, { ids: String(chainLineId), is_selected: 0 }),
      c.post('/api/cart/batch_delete', pharmacy, { ids: `${ids[0]},${chainLineId}` }),
      c.post('/api/cart/checkout', pharmacy, { ids: String(chainLineId), new: 1 }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(body(res).code).toBe(404);
    }
    const theirs = await c.lines(chain);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ id: chainLineId, number: 4, is_selected: 1 });
    expect((await c.lines(pharmacy)).map((l) => l.id)).toContain(ids[0]);
  });

  it('selects and unselects by ids or all', async () => {
    await c.post('/api/cart/batch_select', pharmacy, { ids: [ids[0], ids[1]], is_selected: 0 });
    let lines = await c.lines(pharmacy);
    expect(lines.filter((l) => l.is_selected === 0).map((l) => l.id)).toEqual([ids[0], ids[1]]);
    await c.post('/api/cart/batch_select', pharmacy, { ids: 'all', is_selected: 1 });
    lines = await c.lines(pharmacy);
    expect(lines.every((l) => l.is_selected === 1)).toBe(true);
  });

  it('a line whose goods has no stock stays unselected and is reported', async () => {
    await c.post('/api/cart/batch_select', pharmacy, { ids: String(ids[2]), is_selected: 0 });
    await t.deps.database.db.execute(sql`UPDATE goods SET stock = 0 WHERE id = ${goods[2]!.id}`);
    // A direct write stands for another instance's: kept cart reads see it once its NOTIFY arrives.
    await t.app.catalogue.sync();
    const res = await c.post('/api/cart/batch_select', pharmacy, { ids: String(ids[2]), is_selected: 1 });
    const data = body<{ forced: Array<{ id: number; reason: string }> }>(res).data;
    expect(data.forced.map((f) => f.id)).toEqual([ids[2]]);
    expect(data.forced[0]?.reason).toMatch(/缺货|售罄/);
    const line = (await c.lines(pharmacy)).find((l) => l.id === ids[2]);
    expect(line?.is_selected).toBe(0);
    expect(line?.block_reason).toMatch(/缺货|售罄/);
    await t.deps.database.db.execute(
      sql`UPDATE goods SET stock = ${goods[2]!.stock} WHERE id = ${goods[2]!.id}`,
    );
    await t.app.catalogue.sync();
  });

  it('copy to a store outside the buyer’s chain is refused and changes nothing', async () => {
    const [kj] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM users WHERE username = 'kangjian'`,
    );
    const before = await c.lines(pharmacy);
    const res = await c.post('/api/cart/copy', chain, {
      ids: String(chainLineId),
      other_user_ids: String(kj!.id),
    });
    expect(body(res).code).toBe(10002);
    expect(await c.lines(pharmacy)).toEqual(before);
    const notChain = await c.post('/api/cart/copy', pharmacy, { ids: String(ids[0]), other_user_ids: '2' });
    expect(body(notChain).code).toBe(10002);
  });

  it('copy to a store of the same chain puts the lines there', async () => {
    const [xh] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM users WHERE username = 'yixin_xh'`,
    );
    const res = await c.post('/api/cart/copy', chain, { ids: [chainLineId], other_user_ids: [xh!.id] });
    expect(body(res).msg).toContain('复制成功');
    const there = await c.lines(store2);
    expect(there.map((l) => [l.goods.id, l.number])).toEqual([[goods[3]!.id, 4]]);
  });

  it("a chain store cannot add to its head office's or a sibling store's cart (issue 26, defect 9)", async () => {
    const [head, bj] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM users WHERE username IN ('yixin', 'yixin_bj') ORDER BY username`,
    );
    // The store's line from the copy above.
    const storeLine = (await c.lines(store2))[0]!;
    const headBefore = await c.lines(chain);
    for (const target of [head!.id, bj!.id]) {
      const res = await c.post('/api/cart/copy', store2, { ids: [storeLine.id], other_user_ids: [target] });
      expect(body(res)).toMatchObject({ code: 10002, msg: '只有连锁总部可以把商品复制到门店的购物车' });
    }
    expect(await c.lines(chain)).toEqual(headBefore);
  });

  it('batch delete removes own lines and the total follows', async () => {
    const res = await c.post('/api/cart/batch_delete', pharmacy, { ids: `${ids[0]},${ids[1]}` });
    expect(body<{ total: number }>(res).data.total).toBe(1);
    expect((await c.lines(pharmacy)).map((l) => l.id)).toEqual([ids[2]]);
  });

  it('malformed bodies are 422 with a Chinese message', async () => {
    const cases: Array<[string, object | string]> = [
      [`/api/cart/${ids[2]}/edit`, { params: { number: 0 } }],
      [`/api/cart/${ids[2]}/edit`, {}],
      ['/api/cart/abc/edit', { params: { number: 1 } }],
      ['/api/cart/batch_select', { ids: String(ids[2]), is_selected: 5 }],
      ['/api/cart/batch_select', { ids: 'x,y', is_selected: 1 }],
      ['/api/cart/batch_delete', {}],
      ['/api/cart/copy', { ids: String(ids[2]) }],
      ['/api/cart/next_hint', {}],
    ];
    for (const [url, payload] of cases) {
      const res = await c.post(url, pharmacy, payload);
      expect(res.statusCode, url).toBe(422);
      expect(body(res).msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
