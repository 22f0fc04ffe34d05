import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan } from '@shop/shared';
import { createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../db/query';
import { cartClient, pickGoods, type PickedGoods } from './cart.fixtures';
import { createCartList } from './cart.list';
import { loadSnapshot, loadSnapshotUnless } from './cart.snapshot';
import type { CartState } from './cart.view';

/**
 * The kept cart-list answers (cart.list.ts): every change the list is built from shows on the next
 * call, one buyer's answer never reaches another, and a promotion window opening is seen on time.
 */
describe(describeName('cart list: kept answers'), () => {
  let t: TestApp;
  let c: ReturnType<typeof cartClient>;
  let pharmacy: string;
  let chain: string;
  let goods: PickedGoods[];
  const db = () => t.deps.database.db;
  /** Direct writes stand for another instance's: they show once their NOTIFY has arrived here. */
  const heard = () => t.app.catalogue.sync();
  const lineOf = async (cookie: string, goodsId: number) =>
    (await c.lines(cookie)).find((l) => l.goods.id === goodsId);

  beforeAll(async () => {
    t = await createTestApp();
    c = cartClient(t.app);
    [pharmacy, chain] = await Promise.all([signIn(t.app, 'pharmacy'), signIn(t.app, 'chain')]);
    goods = await pickGoods(db(), 3, sql`g.min_qty = 1 AND g.mid_pack = 1`);
    await c.add(pharmacy, goods[0]!.id, 2);
    await c.add(pharmacy, goods[1]!.id, 2);
    await c.add(chain, goods[0]!.id, 3);
  });
  afterAll(() => t.close());

  it('a price change shows on the next list', async () => {
    const g = goods[0]!;
    expect((await lineOf(pharmacy, g.id))?.price).toBe(fenToYuan(g.base));
    await lineOf(pharmacy, g.id); // kept now
    await db().execute(sql`UPDATE goods SET base_price_fen = ${g.base + 100} WHERE id = ${g.id}`);
    await heard();
    expect((await lineOf(pharmacy, g.id))?.price).toBe(fenToYuan(g.base + 100));
    await db().execute(sql`UPDATE goods SET base_price_fen = ${g.base} WHERE id = ${g.id}`);
    await heard();
  });

  it('a stock change shows on the next list, and running out unticks the line', async () => {
    const g = goods[1]!;
    expect((await lineOf(pharmacy, g.id))?.goods.number).toBe(g.stock);
    await db().execute(sql`UPDATE goods SET stock = ${g.stock - 7} WHERE id = ${g.id}`);
    await heard();
    expect((await lineOf(pharmacy, g.id))?.goods.number).toBe(g.stock - 7);
    await db().execute(sql`UPDATE goods SET stock = 0 WHERE id = ${g.id}`);
    await heard();
    const out = await lineOf(pharmacy, g.id);
    expect(out?.is_selected).toBe(0);
    expect(out?.block_reason).not.toBeNull();
    await db().execute(sql`UPDATE goods SET stock = ${g.stock} WHERE id = ${g.id}`);
    await heard();
    expect((await lineOf(pharmacy, g.id))?.is_selected).toBe(1);
  });

  it('a cart change (add, edit, delete) shows on the next list', async () => {
    const g = goods[2]!;
    await c.list(pharmacy);
    await c.add(pharmacy, g.id, 4);
    const line = await lineOf(pharmacy, g.id);
    expect(line?.number).toBe(4);
    await c.post(`/api/cart/${line!.id}/edit`, pharmacy, 'params[number]=6&new=1');
    expect((await lineOf(pharmacy, g.id))?.number).toBe(6);
    await c.post('/api/cart/batch_delete', pharmacy, { ids: String(line!.id) });
    expect(await lineOf(pharmacy, g.id)).toBeUndefined();
  });

  it("one buyer's 客户价 and lines never show in another buyer's list", async () => {
    const g = goods[0]!;
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO customer_prices (goods_id, company_kind, province, price_fen)
          VALUES (${g.id}, 'pharmacy', '', ${g.base - 50}) RETURNING id`,
    );
    await heard();
    expect((await lineOf(pharmacy, g.id))?.price).toBe(fenToYuan(g.base - 50));
    const chainLines = await c.lines(chain);
    expect(chainLines.map((l) => l.goods.id)).toEqual([g.id]);
    expect(chainLines[0]?.price).toBe(fenToYuan(g.base));
    expect(chainLines[0]?.number).toBe(3);
    // And back: the pharmacy's kept answer is still its own.
    const mine = await c.lines(pharmacy);
    expect(mine.find((l) => l.goods.id === g.id)?.price).toBe(fenToYuan(g.base - 50));
    expect(mine.find((l) => l.goods.id === g.id)?.number).toBe(2);
    await db().execute(sql`DELETE FROM customer_prices WHERE id = ${row!.id}`);
    await heard();
    expect((await lineOf(pharmacy, g.id))?.price).toBe(fenToYuan(g.base));
  });

  it('a flash sale changed, or reaching its start time, reprices a kept answer', async () => {
    const g = goods[2]!;
    const start = new Date(Date.now() + 3_600_000);
    const [sale] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO flash_sales (goods_id, price_fen, limit_per_buyer, sale_stock, is_active, starts_at, ends_at)
          VALUES (${g.id}, ${g.base - 30}, 0, 1000, true, ${start.toISOString()},
                  ${new Date(start.getTime() + 3_600_000).toISOString()}) RETURNING id`,
    );
    await c.add(chain, g.id, 2, { type: 1, goods_price_id: sale!.id });
    const [user] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM users WHERE username = 'yixin'`);
    const list = createCartList(null);
    const priceAt = async (now: Date) => {
      const { text: body } = await list(db(), user!.id, 99999, (s) => JSON.stringify(s), now);
      const state = JSON.parse(body) as CartState;
      return state.data.flatMap((grp) => grp.lines).find((l) => l.goods.id === g.id)?.price;
    };
    const before = new Date(start.getTime() - 1000);
    expect(await priceAt(before)).toBe(fenToYuan(g.base));
    expect(await priceAt(before)).toBe(fenToYuan(g.base));
    expect(await priceAt(new Date(start.getTime() + 1000))).toBe(fenToYuan(g.base - 30));
    await db().execute(sql`UPDATE flash_sales SET price_fen = ${g.base - 40} WHERE id = ${sale!.id}`);
    expect(await priceAt(new Date(start.getTime() + 2000))).toBe(fenToYuan(g.base - 40));
  });

  it('the statement fingerprints what it read: the same rows give the same hash, a change another', async () => {
    const [user] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM users WHERE username = 'kangjian'`,
    );
    const now = new Date();
    const first = await loadSnapshotUnless(db(), user!.id, {}, now, '');
    expect(first.snapshot).toEqual(await loadSnapshot(db(), user!.id, {}, now));
    const again = await loadSnapshotUnless(db(), user!.id, {}, now, first.hash);
    expect(again).toEqual({ ...first, snapshot: null });
    await db().execute(sql`UPDATE goods SET stock = stock - 1 WHERE id = ${goods[0]!.id}`);
    const moved = await loadSnapshotUnless(db(), user!.id, {}, now, first.hash);
    expect(moved.hash).not.toBe(first.hash);
    expect(moved.snapshot).not.toBeNull();
  });
});
