/**
 * 拼团 races on real PostgreSQL (PGlite serialises everything): many buyers on the last places,
 * and a group whose deadline passes while buyers are still joining. Figures printed for the notes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-db';
import { viewerFor } from '../goods/goods.card';
import { joinGroupBuy } from './groupbuy.service';
import { settleDueGroupBuys } from './groupbuy.settle';
import { raceBuyers } from './promo.fixtures';

const START_BALANCE = 10_000_000;

describe('group-buy races [postgres]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, await openTestDatabase(40));
  });
  afterAll(async () => {
    await t.close();
    await t.testDb.drop();
  });
  const db = () => t.deps.database.db;
  const newGroup = async (size: number, stock: number, endsInMs: number) => {
    const [g] = await queryRows<{ id: number; price: string }>(
      db(),
      sql`INSERT INTO group_buys (goods_id, title, price_fen, group_size, stock, per_buyer, ends_at)
          SELECT id, '竞争测试团', 1000, ${size}, ${stock}, 5, now() + make_interval(secs => ${endsInMs / 1000})
            FROM goods WHERE is_buy AND NOT is_controlled AND stock >= 200 ORDER BY id LIMIT 1
          RETURNING id, price_fen::bigint AS price`,
    );
    return g!.id;
  };
  /** The group's goods stock (goods row and the sum of its lots) and the units of its orders' lots. */
  const stock = async (groupId: number) =>
    (
      await queryRows<{ goods: number; lots: number; orders: number; ordered: number }>(
        db(),
        sql`SELECT g.stock AS goods,
              (SELECT coalesce(sum(l.stock), 0)::int FROM goods_lots l WHERE l.goods_id = g.id) AS lots,
              (SELECT count(*)::int FROM group_buy_members m WHERE m.group_buy_id = b.id AND m.order_id IS NOT NULL) AS orders,
              (SELECT coalesce(sum(x.number), 0)::int FROM group_buy_members m
                 JOIN order_line_lots x ON x.order_id = m.order_id WHERE m.group_buy_id = b.id) AS ordered
            FROM group_buys b JOIN goods g ON g.id = b.goods_id WHERE b.id = ${groupId}`,
      )
    )[0]!;
  const attempt = async (userId: number, groupId: number, units: number) =>
    joinGroupBuy(db(), { ...(await viewerFor(db(), userId, false)), userId }, groupId, units);
  const figures = async (groupId: number) =>
    (
      await queryRows<{
        joined: number;
        held: number;
        stock: number;
        status: string;
        members: number;
        units: number;
        paid_out: number;
      }>(
        db(),
        sql`SELECT b.joined, b.held, b.stock, b.status,
              (SELECT count(*)::int FROM group_buy_members m WHERE m.group_buy_id = b.id) AS members,
              (SELECT coalesce(sum(number), 0)::int FROM group_buy_members m WHERE m.group_buy_id = b.id) AS units,
              (SELECT coalesce(sum(${START_BALANCE} - u.balance_fen), 0)::int FROM group_buy_members m
                 JOIN users u ON u.id = m.user_id WHERE m.group_buy_id = b.id) AS paid_out
            FROM group_buys b WHERE b.id = ${groupId}`,
      )
    )[0]!;

  it(
    '300 buyers (50 clicking twice) on a 50-place group: exactly 50 join, stock held once each, all go ahead',
    { timeout: 120_000 },
    async () => {
      const groupId = await newGroup(50, 1000, 3_600_000);
      const start = await stock(groupId);
      const buyers = await raceBuyers(db(), 300);
      const attempts = [...buyers, ...buyers.slice(0, 50)].map((b) => attempt(b.userId, groupId, 2));
      const results = await Promise.allSettled(attempts);
      const won = results.filter((r) => r.status === 'fulfilled').length;
      const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refusals.every((r) => r.reason instanceof AppError)).toBe(true);
      const f = await figures(groupId);
      const [states] = await queryRows<{ success: number }>(
        db(),
        sql`SELECT count(*) FILTER (WHERE status = 'success')::int AS success FROM group_buy_members WHERE group_buy_id = ${groupId}`,
      );
      const end = await stock(groupId);
      console.info(
        `[race] group buy places: ${attempts.length} attempts, ${won} joins, group ${f.joined}/50 ${f.status}, held ${f.held}/${f.stock}, members ${f.members} (${states?.success} going ahead, ${end.orders} paid orders with ${end.ordered} units of lots), goods stock ${start.goods} → ${end.goods}, paid ¥${f.paid_out / 100}`,
      );
      expect(end).toEqual({ goods: start.goods - 100, lots: start.lots - 100, orders: 50, ordered: 100 });
      expect(won).toBe(50);
      expect(f).toMatchObject({
        joined: 50,
        members: 50,
        held: 100,
        units: 100,
        status: 'success',
        paid_out: 50 * 2000,
      });
      expect(states?.success).toBe(50);
    },
  );

  it(
    'a group filling as its deadline passes ends either full or refunded, never between',
    { timeout: 120_000 },
    async () => {
      const results: string[] = [];
      for (let round = 0; round < 4; round++) {
        const groupId = await newGroup(20, 1000, 400);
        const start = await stock(groupId);
        const buyers = await raceBuyers(db(), 60);
        // Buyers arrive over ~800 ms across the deadline while two "instances" sweep.
        const joins = buyers.map(
          (b, i) =>
            new Promise<boolean>((resolve) => {
              setTimeout(
                () => {
                  attempt(b.userId, groupId, 1).then(
                    () => resolve(true),
                    () => resolve(false),
                  );
                },
                (i * 13) % 800,
              );
            }),
        );
        const sweeps = Array.from(
          { length: 12 },
          (_, i) =>
            new Promise<number>((resolve, reject) => {
              setTimeout(() => void settleDueGroupBuys(db()).then(resolve, reject), 300 + i * 60);
            }),
        );
        const [won] = await Promise.all([Promise.all(joins), Promise.all(sweeps)]);
        await settleDueGroupBuys(db(), new Date(Date.now() + 1000));
        const f = await figures(groupId);
        const [late] = await queryRows<{ refunded: number; restored: number }>(
          db(),
          sql`SELECT count(*) FILTER (WHERE m.status = 'refunded')::int AS refunded,
                   count(*) FILTER (WHERE u.balance_fen = ${START_BALANCE})::int AS restored
              FROM group_buy_members m JOIN users u ON u.id = m.user_id
             WHERE m.group_buy_id = ${groupId}`,
        );
        const joinsOk = won.filter(Boolean).length;
        const end = await stock(groupId);
        results.push(
          `${f.status} ${f.joined}/20 (${joinsOk} joins of 60, refunded ${late?.refunded}, ${end.orders} orders, goods stock ${start.goods} → ${end.goods})`,
        );
        expect(f.joined).toBe(joinsOk);
        expect(f.members).toBe(joinsOk);
        expect(f.joined).toBeLessThanOrEqual(20);
        if (f.status === 'success') {
          expect(f.joined).toBe(20);
          expect(late?.refunded).toBe(0);
          expect(f.paid_out).toBe(20 * 1000);
          expect(end).toEqual({ goods: start.goods - 20, lots: start.lots - 20, orders: 20, ordered: 20 });
        } else {
          expect(f.status).toBe('failed');
          expect(f.held).toBe(0);
          expect(late?.refunded).toBe(f.members);
          expect(late?.restored).toBe(f.members);
          expect(f.paid_out).toBe(0);
          expect(end).toEqual({ ...start, orders: 0, ordered: 0 });
        }
      }
      console.info(`[race] group buy at its deadline, 4 rounds: ${results.join('; ')}`);
    },
  );
});
