import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../db/query';
import { addLines, plainLine } from './cart.add';
import { createAddContexts } from './cart.add.context';
import { pickGoods, stubCartWatch, type PickedGoods } from './cart.fixtures';

/**
 * Kept add contexts (cart.add.context.ts): the buyer's lines are assumed as this instance last wrote
 * them, and a write that finds them changed reads them and sums onto what is there; the goods, buyer
 * and promotions are trusted until the listener reports them moved.
 */
describe(describeName('add to cart: kept contexts'), () => {
  let t: TestApp;
  let userId = 0;
  let companyId = 0;
  let g: PickedGoods;
  const db = () => t.deps.database.db;
  const { versions, watch } = stubCartWatch();
  const contexts = createAddContexts(watch);
  const add = (number: number, price = 0) =>
    addLines(db(), userId, [{ ...plainLine(g.id, number), price }], contexts);
  const inCart = async () =>
    (
      await queryRows<{ number: number }>(
        db(),
        sql`SELECT number FROM cart_lines WHERE user_id = ${userId} AND goods_id = ${g.id}`,
      )
    )[0]?.number;

  beforeAll(async () => {
    t = await createTestApp();
    const [me] = await queryRows<{ id: number; company_id: number }>(
      db(),
      sql`SELECT id, company_id FROM users WHERE username = 'kangjian'`,
    );
    [userId, companyId] = [me!.id, me!.company_id];
    [g] = (await pickGoods(
      db(),
      1,
      sql`g.min_qty = 1 AND g.mid_pack = 1 AND NOT EXISTS (SELECT 1 FROM ladder_prices lp WHERE lp.goods_id = g.id)`,
    )) as [PickedGoods];
  });
  afterAll(() => t.close());

  it('sums onto lines written elsewhere, read at each add', async () => {
    await add(2);
    await add(1); // kept context
    expect(await inCart()).toBe(3);
    await db().execute(
      sql`UPDATE cart_lines SET number = 10 WHERE user_id = ${userId} AND goods_id = ${g.id}`,
    );
    await add(1);
    expect(await inCart()).toBe(11);
  });

  it('sums onto the line as it stands when it was edited, deleted or re-added elsewhere', async () => {
    const elsewhere = (q: ReturnType<typeof sql>) => db().execute(q);
    const mine = sql`user_id = ${userId} AND goods_id = ${g.id}`;
    await add(1);
    await elsewhere(sql`UPDATE cart_lines SET number = 4 WHERE ${mine}`); // edited down on the cart page
    await add(1);
    expect(await inCart()).toBe(5);
    await elsewhere(sql`DELETE FROM cart_lines WHERE ${mine}`); // ordered, or deleted in another tab
    await add(2);
    expect(await inCart()).toBe(2);
    // Deleted and added again through another instance: a new line id holding the same number.
    await elsewhere(sql`DELETE FROM cart_lines WHERE ${mine}`);
    await elsewhere(
      sql`INSERT INTO cart_lines (user_id, goods_id, number, is_selected) VALUES (${userId}, ${g.id}, 2, true)`,
    );
    await add(1);
    expect(await inCart()).toBe(3);
    const ids = await queryRows<{ id: number }>(db(), sql`SELECT id FROM cart_lines WHERE ${mine}`);
    expect(ids).toHaveLength(1);
  });

  it('sums every one of many adds at once from the same buyer exactly', async () => {
    const before = (await inCart()) ?? 0;
    await Promise.all(Array.from({ length: 12 }, () => add(1)));
    expect(await inCart()).toBe(before + 12);
    await add(1); // after the race, the line as last written is a fair guess again
    expect(await inCart()).toBe(before + 13);
  });

  it('judges against the goods as last heard: a price or stock change counts once reported', async () => {
    await db().execute(sql`UPDATE goods SET base_price_fen = ${g.base + 100} WHERE id = ${g.id}`);
    expect((await add(1, g.base)).price_changes).toEqual([]); // unheard: the kept price stands
    versions.catalogue++;
    expect((await add(1, g.base)).price_changes).toHaveLength(1);
    await db().execute(sql`UPDATE goods SET stock = 1 WHERE id = ${g.id}`);
    await expect(add(1)).resolves.toBeDefined();
    watch.stock.changed(g.id);
    await expect(add(1)).rejects.toThrow(/库存/);
    await db().execute(
      sql`UPDATE goods SET stock = ${g.stock}, base_price_fen = ${g.base} WHERE id = ${g.id}`,
    );
    watch.stock.changed(g.id);
    versions.catalogue++;
  });

  it("judges against the buyer as last heard: a company's verification withdrawn counts once reported", async () => {
    await add(1);
    await db().execute(sql`UPDATE companies SET is_passed = false WHERE id = ${companyId}`);
    await expect(add(1)).resolves.toBeDefined();
    versions.buyers++;
    await expect(add(1)).rejects.toThrow();
    await db().execute(sql`UPDATE companies SET is_passed = true WHERE id = ${companyId}`);
    versions.buyers++;
    await expect(add(1)).resolves.toBeDefined();
  });
});
