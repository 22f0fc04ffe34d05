/**
 * stock.low is one event per goods when its total saleable stock crosses the warning line, however
 * many of its batches moved: an ERP push of three batches sends one, and a transaction that crosses
 * twice (down, restocked, down again) sends one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { catalogueNames, erpClient, erpToken, goodsRow } from '../erp/erp.fixtures';
import { addEndpoint, deliveriesOf } from './webhook.fixtures';

let t: TestApp;
let endpoint = 0;
let call: ReturnType<typeof erpClient>;
const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_POLL_MS: '0' });
  const admin = await operatorCookie(t, 'super');
  endpoint = (await addEndpoint(t, admin, 'http://erp.example.test:8080/hook', ['stock.low'])).endpoint.id;
  call = erpClient(t, await erpToken(t));
}, 180_000);
afterAll(async () => t.close());

const lowsOf = async (goodsId: number) =>
  (await deliveriesOf(db(), endpoint)).filter((d) => d.event === 'stock.low' && d.data.goods_id === goodsId);

const pushStock = async (code: string, quantities: number[]) => {
  const stock = quantities.map((quantity, i) => ({
    goods_code: code,
    batch_no: `LOW${i + 1}`,
    produced_on: '2026-01-01',
    expires_on: '2028-12-31',
    quantity,
  }));
  const res = body(await call('PUT', '/api/erp/v1/stock', { stock }));
  expect(res.code).toBe(10000);
};

describe(describeName('stock.low once per goods'), () => {
  it('an ERP push lowering three batches of one goods below the line sends one event with the total', async () => {
    const names = await catalogueNames(t);
    const put = body(await call('PUT', '/api/erp/v1/goods', { goods: [goodsRow(names, 'LOW-1')] }));
    expect(put.code).toBe(10000);
    await pushStock('LOW-1', [20, 20, 20]);
    const [g] = await queryRows<{ id: number; line: number }>(
      db(),
      sql`SELECT id, greatest(big_pack, 10) AS line FROM goods WHERE erp_code = 'LOW-1'`,
    );
    expect(await lowsOf(g!.id)).toEqual([]);
    await pushStock('LOW-1', [2, 2, 1]);
    const lows = await lowsOf(g!.id);
    expect(lows).toHaveLength(1);
    expect(lows[0]!.data).toMatchObject({ stock: 5, previous_stock: 60, threshold: g!.line });
    await pushStock('LOW-1', [1, 1, 1]); // still low: nothing new
    expect(await lowsOf(g!.id)).toHaveLength(1);
  });

  it('crossing twice in one transaction sends one event', async () => {
    const [g] = await queryRows<{ id: number; line: number }>(
      db(),
      sql`SELECT id, greatest(big_pack, 10) AS line FROM goods WHERE erp_code IS NULL AND stock > 100
           ORDER BY id LIMIT 1`,
    );
    const line = g!.line;
    await db().transaction(async (tx) => {
      await tx.execute(sql`UPDATE goods SET stock = ${line + 5} WHERE id = ${g!.id}`);
      await tx.execute(sql`UPDATE goods SET stock = ${line - 1} WHERE id = ${g!.id}`);
      await tx.execute(sql`UPDATE goods SET stock = ${line + 20} WHERE id = ${g!.id}`);
      await tx.execute(sql`UPDATE goods SET stock = ${line - 3} WHERE id = ${g!.id}`);
    });
    const lows = await lowsOf(g!.id);
    expect(lows).toHaveLength(1);
    expect(lows[0]!.data).toMatchObject({ stock: line - 1, previous_stock: line + 5 });
    // The next transaction starts afresh: restocked and taken below again, it reports again.
    await db().transaction(async (tx) => {
      await tx.execute(sql`UPDATE goods SET stock = ${line + 5} WHERE id = ${g!.id}`);
      await tx.execute(sql`UPDATE goods SET stock = ${line - 2} WHERE id = ${g!.id}`);
    });
    expect(await lowsOf(g!.id)).toHaveLength(2);
  });
});
