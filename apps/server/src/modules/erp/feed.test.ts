import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErpFeedPage } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';
import { erpClient, erpToken } from './erp.fixtures';

let t: TestApp;
let call: ReturnType<typeof erpClient>;
let pharmacy: string;
beforeAll(async () => {
  t = await createTestApp();
  call = erpClient(t, await erpToken(t));
  pharmacy = await signIn(t.app, 'pharmacy');
});
afterAll(async () => {
  await t?.close();
});

/** Every entry after `cursor`, page by page, as a poller reads them; and the cursor to go on from. */
async function drain(cursor: string) {
  const entries: ErpFeedPage['entries'] = [];
  for (;;) {
    const page = body<ErpFeedPage>(await call('GET', `/api/erp/v1/orders?limit=50&cursor=${cursor}`)).data;
    entries.push(...page.entries);
    cursor = page.next_cursor;
    if (!page.has_more) return { entries, cursor };
  }
}

async function placePaid(number = 2) {
  const c = orderClient(t.app);
  const [g] = await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1 AND g.mid_pack = 1 AND g.traced`, 40);
  const ids = await c.addToCart(pharmacy, g!.id, number);
  const placed = await c.checkout(pharmacy, ids, { coupon_id: 0 });
  if (placed.code !== 10000) throw new Error(placed.msg);
  const order = placed.data.orders[0]!;
  const paid = body(await c.pay(pharmacy, order.id, 'balance'));
  if (paid.code !== 10000) throw new Error(paid.msg);
  return order;
}

/**
 * Polls until `want` holds: on a PostgreSQL server shared with other databases, an open transaction
 * anywhere holds the feed's horizon back for a moment (changes arrive late, never lost).
 */
async function drainUntil(cursor: string, want: (e: ErpFeedPage['entries']) => boolean) {
  const all: ErpFeedPage['entries'] = [];
  for (let i = 0; i < 200; i++) {
    const got = await drain(cursor);
    all.push(...got.entries);
    cursor = got.cursor;
    if (want(all)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { entries: all, cursor };
}

describe(describeName('ERP order feed and shipment'), () => {
  it('hands out each change once, in order, with lines, batches, prices, buyer and address', async () => {
    const start = await drain('');
    expect(new Set(start.entries.map((e) => e.seq)).size).toBe(start.entries.length);
    const order = await placePaid();
    const next = await drainUntil(
      start.cursor,
      (es) => es.filter((e) => e.order?.id === order.id).length >= 2,
    );
    const mine = next.entries.filter((e) => e.order?.id === order.id);
    expect(mine.map((e) => e.status)).toEqual(['unpaid', 'paid']);
    const o = mine[1]!.order!;
    expect(o.buyer.company).toBe('杭州康健大药房有限公司');
    expect(o.address.consignee).not.toBe('');
    expect(o.lines[0]!.number).toBe(2);
    expect(o.lines[0]!.batches.reduce((n, b) => n + b.number, 0)).toBe(2);
    // Nothing new: the same cursor comes back and no entry repeats.
    const again = await drain(next.cursor);
    expect([again.entries.length, again.cursor]).toEqual([0, next.cursor]);
  });

  it('pages in numeric xid order when xids differ in length (9 before 10)', async () => {
    const [o] = await queryRows<{ id: number }>(t.deps.database.db, sql`SELECT id FROM orders LIMIT 1`);
    await t.deps.database.db.execute(
      sql`INSERT INTO erp_feed (xid, kind, ref_id, status)
          VALUES ('9'::xid8, 'order', ${o!.id}, 'paid'), ('10'::xid8, 'order', ${o!.id}, 'picking')`,
    );
    const page = (cursor: string) =>
      call('GET', `/api/erp/v1/orders?limit=1&cursor=${cursor}`).then((r) => body<ErpFeedPage>(r).data);
    const first = await page('8-0');
    const second = await page(first.next_cursor);
    expect([first.entries[0]!.status, second.entries[0]!.status]).toEqual(['paid', 'picking']);
    expect(second.next_cursor.startsWith('10-')).toBe(true);
  });

  it('ships through the back office rules: allocated batches, valid trace codes, once', async () => {
    const order = await placePaid(1);
    const { entries } = await drainUntil('', (es) =>
      es.some((e) => e.order?.id === order.id && e.status === 'paid'),
    );
    const o = entries.filter((e) => e.order?.id === order.id).at(-1)!.order!;
    const line = o.lines[0]!;
    const [g] = await queryRows<{ drug_id_code: string }>(
      t.deps.database.db,
      sql`SELECT drug_id_code FROM goods WHERE id = ${line.goods_id}`,
    );
    const code = `${g!.drug_id_code}${String(order.id).padStart(13, '0')}`;
    const ship = (lines: object[], key?: string) =>
      call(
        'POST',
        `/api/erp/v1/orders/${order.id}/shipment`,
        { carrier: '顺丰速运', waybill: 'SF1300000001', lines },
        key ? { 'idempotency-key': key } : {},
      );
    const batches = line.batches.map((b) => ({ batch_no: b.batch_no, number: b.number }));

    const wrongBatch = await ship([
      { line_id: line.line_id, batches: [{ batch_no: 'X999', number: 1 }], trace_codes: [code] },
    ]);
    expect(wrongBatch.statusCode).toBe(422);
    expect(body(wrongBatch).msg).toContain('与商城分配的批次');
    const badCode = await ship([{ line_id: line.line_id, batches, trace_codes: ['123'] }]);
    expect(badCode.statusCode).toBe(422);
    expect(body(badCode).msg).toMatch(/^第1行「.+」追溯码 123：/);
    const [still] = await queryRows<{ status: string }>(
      t.deps.database.db,
      sql`SELECT status FROM orders WHERE id = ${order.id}`,
    );
    expect(still!.status).toBe('paid');

    const done = await ship([{ line_id: line.line_id, batches, trace_codes: [code] }], `ship-${order.id}`);
    expect(body(done)).toMatchObject({ code: 10000, data: { status: 'shipped', order_no: order.order_no } });
    const replay = await ship([{ line_id: line.line_id, batches, trace_codes: [code] }], `ship-${order.id}`);
    expect(body(replay).data).toEqual(body(done).data);
    const twice = await ship([{ line_id: line.line_id, batches, trace_codes: [code] }]);
    expect(twice.statusCode).toBe(422);
    const audit = await queryRows<{ action: string; operator_name: string }>(
      t.deps.database.db,
      sql`SELECT action, operator_name FROM audit_log WHERE target_type = 'order' AND target_id = ${String(order.id)} ORDER BY seq`,
    );
    expect(audit.map((a) => a.action)).toEqual(['warehouse.check', 'order.ship']);
    expect(new Set(audit.map((a) => a.operator_name))).toEqual(new Set(['ERP令牌「金蝶云星空」']));
  });

  it('refuses a shipment of an order not paid yet', async () => {
    const c = orderClient(t.app);
    const [g] = await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 60);
    const placed = await c.checkout(pharmacy, await c.addToCart(pharmacy, g!.id, 1), { coupon_id: 0 });
    const order = placed.data.orders[0]!;
    const [line] = await queryRows<{ id: number; batch_no: string }>(
      t.deps.database.db,
      sql`SELECT order_line_id AS id, batch_no FROM order_line_lots WHERE order_id = ${order.id}`,
    );
    const res = await call('POST', `/api/erp/v1/orders/${order.id}/shipment`, {
      carrier: '顺丰速运',
      waybill: 'SF1300000002',
      lines: [{ line_id: line!.id, batches: [{ batch_no: line!.batch_no, number: 1 }], trace_codes: [] }],
    });
    expect([res.statusCode, body(res).msg]).toEqual([422, '订单待付款，不能复核']);
  });
});
