/**
 * 出入库流水 invariant: whatever sequence of movements a lot goes through (goods-in, sale, release,
 * adjustment, freeze and unfreeze, date correction), its stock equals the sum of its ledger rows,
 * every row's before + delta = after, and no row's after is below zero.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { operatorCookie, operatorId } from '../../../test/admin';
import type { Actor } from '../audit/audit';
import { reserveStock } from '../checkout/stock';
import { adjustLot, correctLot, freezeLot, receiveLot } from '../goods/lots.admin.service';
import { releaseHeldLots } from '../promo/groupbuy.orders';
import { setLedgerContext } from './ledger';

let t: TestApp;
let actor: Actor;
let goodsId: number;
beforeAll(async () => {
  t = await createTestApp();
  actor = { operatorId: await operatorId(t, 'warehouse'), operatorName: '王海涛', ip: '127.0.0.1' };
  const [g] = await queryRows<{ id: number }>(
    t.deps.database.db,
    sql`SELECT id FROM goods WHERE traced ORDER BY id LIMIT 1 OFFSET 7`,
  );
  goodsId = g!.id;
});
afterAll(() => t.close());

const op = fc.oneof(
  fc.record({ t: fc.constant('receive' as const), n: fc.integer({ min: 1, max: 50 }) }),
  fc.record({
    t: fc.constant('adjust' as const),
    n: fc.integer({ min: -60, max: 60 }).filter((n) => n !== 0),
  }),
  fc.record({ t: fc.constant('sale' as const), n: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ t: fc.constant('freeze' as const), on: fc.boolean() }),
  fc.record({ t: fc.constant('correct' as const), d: fc.integer({ min: 1, max: 28 }) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function lotsOfGoods(): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.deps.database.db,
    sql`SELECT id FROM goods_lots WHERE goods_id = ${goodsId} ORDER BY id`,
  );
  return rows.map((r) => r.id);
}

/** Runs one movement; a movement the shop refuses (stock short, already frozen) changes nothing. */
async function run(o: Op, i: number, pick: number): Promise<void> {
  const db = t.deps.database.db;
  const lots = await lotsOfGoods();
  const lot = lots[pick % lots.length]!;
  try {
    if (o.t === 'receive')
      await receiveLot(db, actor, {
        goods_id: goodsId,
        batch_no: `P${Date.now().toString(36)}${i}`,
        produced_on: '2026-01-05',
        expires_on: '2028-01-04',
        quantity: o.n,
        report_url: '',
      });
    if (o.t === 'adjust') await adjustLot(db, actor, lot, { delta: o.n, reason: '盘点差异' });
    if (o.t === 'freeze') await freezeLot(db, actor, lot, { frozen: o.on, reason: '抽检复查' });
    if (o.t === 'correct')
      await correctLot(db, actor, lot, {
        produced_on: `2026-02-${String(o.d).padStart(2, '0')}`,
        expires_on: '2028-06-30',
        reason: '录入错误',
      });
    if (o.t === 'sale')
      await db.transaction(async (tx) => {
        await setLedgerContext(tx, { kind: 'sale', reason: '测试出库', sourceType: 'order' });
        const held = await reserveStock(tx, [{ lineKey: 0, goodsId, goodsName: '测试', number: o.n }]);
        // Half the sales are released again, as a cancelled order's units come back.
        if (i % 2 === 0) {
          await setLedgerContext(tx, { kind: 'cancel', reason: '测试取消', sourceType: 'order' });
          await releaseHeldLots(tx, held);
        }
      });
  } catch (e) {
    if (!(e instanceof Error) || !('code' in e)) throw e;
  }
}

describe('stock ledger', () => {
  it('every seeded lot already equals its ledger (期初 rows)', async () => {
    const [bad] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM goods_lots l
           WHERE l.stock <> (SELECT coalesce(sum(delta), 0) FROM stock_ledger s WHERE s.lot_id = l.id AND s.area = 'saleable')`,
    );
    expect(bad!.n).toBe(0);
  });

  it('a lot always equals the sum of its ledger and never goes below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(op, fc.nat()), { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const [i, [o, pick]] of ops.entries()) await run(o, i, pick);
        const rows = await queryRows<{
          lot: number;
          stock: number;
          sum: number;
          broken: number;
          neg: number;
        }>(
          t.deps.database.db,
          sql`SELECT l.id AS lot, l.stock,
                     (SELECT coalesce(sum(delta), 0)::int FROM stock_ledger s WHERE s.lot_id = l.id AND s.area = 'saleable') AS sum,
                     (SELECT count(*)::int FROM stock_ledger s WHERE s.lot_id = l.id AND s.qty_before + s.delta <> s.qty_after) AS broken,
                     (SELECT count(*)::int FROM stock_ledger s WHERE s.lot_id = l.id AND s.qty_after < 0) AS neg
                FROM goods_lots l WHERE l.goods_id = ${goodsId}`,
        );
        for (const r of rows) {
          expect(r.stock).toBe(r.sum);
          expect(r.broken).toBe(0);
          expect(r.neg).toBe(0);
        }
        // goods.stock stays the sum of the sellable (not frozen) lots.
        const [g] = await queryRows<{ ok: boolean }>(
          t.deps.database.db,
          sql`SELECT g.stock = (SELECT coalesce(sum(stock), 0) FROM goods_lots WHERE goods_id = g.id AND NOT frozen) AS ok
                FROM goods g WHERE g.id = ${goodsId}`,
        );
        expect(g!.ok).toBe(true);
      }),
      { numRuns: 12 },
    );
  });

  it('an adjustment names its operator, reason and source lot', async () => {
    const [lot] = await lotsOfGoods();
    await adjustLot(t.deps.database.db, actor, lot!, { delta: 3, reason: '盘盈入账' });
    const [row] = await queryRows<{
      kind: string;
      operator_id: number;
      reason: string;
      source_type: string;
      source_id: number;
    }>(
      t.deps.database.db,
      sql`SELECT kind, operator_id, reason, source_type, source_id FROM stock_ledger WHERE lot_id = ${lot} ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toEqual({
      kind: 'adjust',
      operator_id: actor.operatorId,
      reason: '盘盈入账',
      source_type: 'lot',
      source_id: lot,
    });
  });

  it('the back office filters the ledger by kind and names each kind in Chinese', async () => {
    const cookie = await operatorCookie(t, 'warehouse');
    const get = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/warehouse/ledger?${query}`,
          headers: { cookie },
        })
      ).json<{ code: number; msg: string; data: { list: { kind: string; kind_text: string }[] } }>();
    const adjusted = await get('kind=adjust&page_size=50');
    expect(adjusted.data.list.length).toBeGreaterThan(0);
    expect(adjusted.data.list.every((r) => r.kind === 'adjust' && r.kind_text === '库存调整')).toBe(true);
    const bad = await get('kind=sale%27--');
    expect(bad.code).toBe(422);
    expect(bad.msg).toBe('流水类型不正确');
  });
});
