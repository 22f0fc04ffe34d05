import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan } from '@shop/shared';
import { createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../db/query';
import { nextChinaMidnight } from '../../lib/china-day';
import { cartClient, pickGoods, stubCartWatch, type PickedGoods } from './cart.fixtures';
import { createCartList } from './cart.list';
import type { CartState } from './cart.view';

/**
 * The quick check of a kept cart list (cart.list.ts): the buyer's own lines are read on every call,
 * whoever wrote them; everything else is trusted until the listener reports it moved, and the
 * clock still ends an answer at China midnight.
 */
describe(describeName('cart list: the quick check'), () => {
  let t: TestApp;
  let c: ReturnType<typeof cartClient>;
  let cookie: string;
  let userId = 0;
  let goods: PickedGoods[];
  const db = () => t.deps.database.db;
  const lineOf = async (goodsId: number) => (await c.lines(cookie)).find((l) => l.goods.id === goodsId);

  beforeAll(async () => {
    t = await createTestApp();
    c = cartClient(t.app);
    cookie = await signIn(t.app, 'pharmacy');
    const [me] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM users WHERE username = 'kangjian'`);
    userId = me!.id;
    goods = await pickGoods(db(), 3, sql`g.min_qty = 1 AND g.mid_pack = 1`);
    await c.add(cookie, goods[0]!.id, 2);
  });
  afterAll(() => t.close());

  it('cart lines written elsewhere show at once, with no notice to wait for', async () => {
    const [a, b] = [goods[0]!, goods[1]!];
    expect((await lineOf(a.id))?.number).toBe(2);
    expect((await lineOf(a.id))?.number).toBe(2); // the kept answer, quick-checked
    // Another instance's writes: no NOTIFY comes for cart lines, and none is awaited here.
    await db().execute(
      sql`UPDATE cart_lines SET number = 5 WHERE user_id = ${userId} AND goods_id = ${a.id}`,
    );
    expect((await lineOf(a.id))?.number).toBe(5);
    await db().execute(
      sql`INSERT INTO cart_lines (user_id, goods_id, number) VALUES (${userId}, ${b.id}, 3)`,
    );
    expect((await lineOf(b.id))?.number).toBe(3);
    await db().execute(sql`DELETE FROM cart_lines WHERE user_id = ${userId} AND goods_id = ${b.id}`);
    expect(await lineOf(b.id)).toBeUndefined();
  });

  it('everything else is resent until the listener reports a change, then rebuilt', async () => {
    const g = goods[0]!;
    const { versions, watch } = stubCartWatch();
    const list = createCartList(watch);
    const at = new Date();
    const read = async (now = at) => {
      const state = JSON.parse((await list(db(), userId, 99999, JSON.stringify, now)).text) as CartState;
      return { state, line: state.data.flatMap((grp) => grp.lines).find((l) => l.goods.id === g.id) };
    };
    expect((await read()).line?.price).toBe(fenToYuan(g.base));

    await db().execute(sql`UPDATE goods SET base_price_fen = ${g.base + 100}, stock = 77 WHERE id = ${g.id}`);
    expect((await read()).line?.price).toBe(fenToYuan(g.base)); // unheard: the kept answer stands
    versions.catalogue++;
    expect((await read()).line?.price).toBe(fenToYuan(g.base + 100));

    await db().execute(sql`UPDATE goods SET stock = 66 WHERE id = ${g.id}`);
    expect((await read()).line?.goods.number).toBe(77);
    watch.stock.changed(g.id);
    expect((await read()).line?.goods.number).toBe(66);

    await db().execute(
      sql`UPDATE site_settings SET value = '{"threshold_fen": 987600, "fee_fen": 1500}' WHERE key = 'shipping'`,
    );
    expect((await read()).state.shipping_data.threshold).not.toBe('9876.00');
    versions.promotions++;
    expect((await read()).state.shipping_data.threshold).toBe('9876.00');

    // Unheard again, but China's day ends: licences may have expired and 特价 limits reset.
    await db().execute(sql`UPDATE goods SET base_price_fen = ${g.base} WHERE id = ${g.id}`);
    const midnight = nextChinaMidnight(at.getTime());
    expect((await read(new Date(midnight - 1000))).line?.price).toBe(fenToYuan(g.base + 100));
    expect((await read(new Date(midnight + 1000))).line?.price).toBe(fenToYuan(g.base));
  });

  it('a 满减 that starts later ends the kept answer at its start, though its read left it out', async () => {
    const g = goods[0]!;
    const { watch } = stubCartWatch();
    const list = createCartList(watch);
    const start = Date.now() + 3_600_000;
    const [a] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO manjian_activities (name, starts_at) VALUES ('整点满减', ${new Date(start).toISOString()})
          RETURNING id`,
    );
    await db().execute(
      sql`INSERT INTO manjian_tiers (activity_id, amount_fen, reduce_fen) VALUES (${a!.id}, 100, 50)`,
    );
    await db().execute(sql`INSERT INTO manjian_goods (activity_id, goods_id) VALUES (${a!.id}, ${g.id})`);
    const activities = async (now: number) => {
      const { text } = await list(db(), userId, 99999, JSON.stringify, new Date(now));
      return (JSON.parse(text) as CartState).activity_data.manjians.map((m) => m.name);
    };
    expect(await activities(start - 2000)).not.toContain('整点满减');
    expect(await activities(start - 1000)).not.toContain('整点满减'); // kept
    expect(await activities(start + 1000)).toContain('整点满减');
    await db().execute(sql`DELETE FROM manjian_activities WHERE id = ${a!.id}`);
  });

  it("a promotion or shipping edit moves only the promotions scope; a flash sale's sold count nothing", async () => {
    const watch = t.app.catalogue;
    const scopes = ['catalogue', 'listing', 'buyers', 'promotions'] as const;
    const read = () => scopes.map((s) => watch.version(s));
    await watch.sync();
    const before = read();
    await db().execute(sql`UPDATE manjian_tiers SET reduce_fen = reduce_fen WHERE true`);
    await watch.sync();
    expect(read()).toEqual([...before.slice(0, 3), before[3]! + 1]);
    const [sale] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM flash_sales ORDER BY id LIMIT 1`);
    await db().execute(sql`UPDATE flash_sales SET sold = sold + 1 WHERE id = ${sale!.id}`);
    await watch.sync();
    expect(read()).toEqual([...before.slice(0, 3), before[3]! + 1]);
  });
});
