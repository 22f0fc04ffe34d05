/**
 * Placement holds goods row locks from its stock statement to COMMIT, and every statement inside
 * its transaction is a round trip the buyers of a hot goods queue behind: it runs three — the key
 * claim with the contract, account, address and pricing reads; goods stock; the order with its lots
 * — between BEGIN and COMMIT on its one connection. PostgreSQL only: PGlite's transactions do not
 * pass through the driver's query method.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaceOrderBodySchema } from '@shop/shared';
import { statementOf } from '../../../bench/lib/capture';
import { queryRows } from '../../db/query';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';
import { confirmOrder } from './confirm.service';
import { goodsStock, orderClient } from './order.fixtures';
import { placeOrder } from './place.service';

describe('placement statements [postgres]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('places an order with BEGIN, three statements and COMMIT; a replay reads without writing', async () => {
    const db = t.deps.database.db;
    const c = orderClient(t.app);
    const cookie = await signIn(t.app, 'pharmacy');
    const [g] = await pickGoods(db, 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 5);
    const [line] = await c.addToCart(cookie, g!.id, 2);
    const [u] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE username = 'kangjian'`);
    const confirm = await confirmOrder(db, u!.id, [line!], 0);
    const addressId = confirm.default_address_id ?? (await c.newAddress(cookie));
    const body = PlaceOrderBodySchema.parse({
      ids: String(line),
      address_id: addressId,
      pay_type: 'balance',
      idempotency_key: 'statements-0123456789',
      expected_payable: confirm.amounts.payable,
    });
    const before = await goodsStock(db, g!.id);
    const place = async () => {
      // Every pg client's statements, by client: the app's own listeners (the catalogue watch hears
      // the stock change at COMMIT) may query on other connections meanwhile, and are not placement's.
      const byClient = new Map<object, string[]>();
      const proto = pg.Client.prototype as unknown as { query: (...args: never[]) => unknown };
      const original = proto.query;
      proto.query = function (this: object, ...args: never[]) {
        const list = byClient.get(this) ?? [];
        byClient.set(this, [...list, statementOf(args).text.trim().split(/\s/)[0]!.toLowerCase()]);
        return original.apply(this, args);
      };
      const r = await placeOrder(t.deps, u!.id, body).finally(() => (proto.query = original));
      const placed = { replayed: r.replayed, id: r.orders[0]!.id };
      const transactions = [...byClient.values()].filter((list) => list[0] === 'begin');
      expect(transactions).toHaveLength(1);
      return { placed, statements: transactions[0]! };
    };

    const first = await place();
    expect(first.placed.replayed).toBe(false);
    expect(await goodsStock(db, g!.id)).toBe(before - 2);
    // BEGIN, the plan mode (db/prepared.ts), the stock ledger's context for the goods_lots trigger
    // (出库 by this order), the three statements, the ledger rows stamped with the order, COMMIT.
    expect(first.statements).toHaveLength(8);
    expect(first.statements.slice(0, 2)).toEqual(['begin', 'set']);
    expect(first.statements.at(-1)).toBe('commit');

    // The replay: the first statement finds the key taken, then the stored orders are read.
    const again = await place();
    expect(again.placed).toEqual({ replayed: true, id: first.placed.id });
    expect(await goodsStock(db, g!.id)).toBe(before - 2);
    expect(again.statements[0]).toBe('begin');
  });
});
