/**
 * The feed under real concurrency (PGlite serialises everything, so only PostgreSQL can show it):
 * transactions that change orders commit out of order while an ERP polls, and the poller still sees
 * every change exactly once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErpFeedPage } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-db';
import { erpClient, erpToken } from './erp.fixtures';

let t: TestApp;
let call: ReturnType<typeof erpClient>;
beforeAll(async () => {
  t = await createTestApp({}, await openTestDatabase(40));
  call = erpClient(t, await erpToken(t));
});
afterAll(async () => {
  await t.close();
  await t.testDb.drop();
});
const db = () => t.deps.database.db;

async function poll(cursor: string) {
  const entries: ErpFeedPage['entries'] = [];
  for (;;) {
    const page = body<ErpFeedPage>(await call('GET', `/api/erp/v1/orders?limit=200&cursor=${cursor}`)).data;
    entries.push(...page.entries);
    cursor = page.next_cursor;
    if (!page.has_more) return { entries, cursor };
  }
}

const openOrders = (n: number) =>
  queryRows<{ id: number }>(
    db(),
    sql`SELECT id FROM orders WHERE status <> 'cancelled' ORDER BY id LIMIT ${n}`,
  );
const cancel = (id: number) => sql`UPDATE orders SET status = 'cancelled' WHERE id = ${id}`;

describe('ERP order feed [postgres]', () => {
  it('holds back a later commit while an earlier transaction is still open, then hands out both in order', async () => {
    const start = await poll('');
    const [a, b] = await openOrders(2);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let written!: () => void;
    const wrote = new Promise<void>((r) => (written = r));
    // A takes its xid first and commits last: a serial or time cursor would pass B and never see A.
    const late = db().transaction(async (tx) => {
      await tx.execute(cancel(a!.id));
      written();
      await gate;
    });
    await wrote;
    await db().execute(cancel(b!.id));
    const during = await poll(start.cursor);
    expect(during.entries.filter((e) => e.order?.id === a!.id || e.order?.id === b!.id)).toEqual([]);
    release();
    await late;
    let after = await poll(during.cursor);
    // Another database's transaction on this server may hold the horizon back for a moment.
    for (let i = 0; i < 100 && after.entries.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const more = await poll(after.cursor);
      after = { entries: [...after.entries, ...more.entries], cursor: more.cursor };
    }
    expect(after.entries.map((e) => e.order?.id)).toEqual([a!.id, b!.id]);
  });

  it('never misses or repeats a change while transactions commit out of order during polling', async () => {
    const start = await poll('');
    const orders = (await openOrders(60)).slice(2);
    let done = false;
    const seen: ErpFeedPage['entries'] = [];
    let cursor = start.cursor;
    const poller = (async () => {
      while (!done) {
        const page = await poll(cursor);
        seen.push(...page.entries);
        cursor = page.cursor;
      }
    })();
    // Each writer sleeps a different time inside its transaction, so commit order ≠ xid order.
    await Promise.all(
      orders.map((o, i) =>
        db().transaction(async (tx) => {
          await tx.execute(cancel(o.id));
          await tx.execute(sql`SELECT pg_sleep(${((i * 37) % 11) / 100})`);
        }),
      ),
    );
    done = true;
    await poller;
    for (
      let i = 0;
      i < 100 && seen.filter((e) => orders.some((o) => o.id === e.order!.id)).length < orders.length;
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
      const page = await poll(cursor);
      seen.push(...page.entries);
      cursor = page.cursor;
    }
    expect(new Set(seen.map((e) => e.seq)).size).toBe(seen.length);
    // Changes another database's open transaction held back past \`start\` may arrive here too.
    const ids = new Set(orders.map((o) => o.id));
    const ours = seen.filter((e) => ids.has(e.order!.id));
    expect(ours.map((e) => e.order!.id).sort((x, y) => x - y)).toEqual(
      orders.map((o) => o.id).sort((x, y) => x - y),
    );
    expect(ours.every((e) => e.status === 'cancelled')).toBe(true);
  });
});
