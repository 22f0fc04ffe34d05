import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiCode } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../../test/test-db';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';

/**
 * Issue 13: each instance keeps the sessions it resolved in memory, so a signed-in page costs no
 * session read. Two instances on one database: every way a session ends on one of them is refused
 * by the other on its next request, and the expiries still hold for a session served from memory.
 */
describe('sessions cached in process, across two instances [postgres]', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let userId = 0;
  const signedIn = async (t: TestApp, cookie: string) => {
    const res = await t.app.inject({ url: '/api/cart/total', headers: { cookie } });
    return body(res).code !== ApiCode.NOT_SIGNED_IN;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    // Short absolute life so the test can step past it; idle stays at its default of two hours.
    a = await createTestApp({ SESSION_ABSOLUTE_HOURS: '6' }, db);
    b = await createTestApp({ SESSION_ABSOLUTE_HOURS: '6' }, db);
    const [u] = await queryRows<{ id: number }>(
      db.database.db,
      sql`SELECT id FROM users WHERE username = ${DEMO_ACCOUNTS.pharmacy.username}`,
    );
    userId = u!.id;
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db.database.db.execute(sql`UPDATE users SET disabled = false WHERE id = ${userId}`);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  it('a logout on one instance is refused by the other, which had the session in memory', async () => {
    const cookie = await signIn(a.app);
    expect(await signedIn(b, cookie)).toBe(true);
    expect(await signedIn(b, cookie)).toBe(true);
    const out = await a.app.inject({ method: 'DELETE', url: '/api/user/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await signedIn(a, cookie)).toBe(false);
    // b hears of it by NOTIFY, sent at the commit: a fraction of a millisecond after a's answer.
    await vi.waitFor(async () => expect(await signedIn(b, cookie)).toBe(false), { timeout: 1_000 });
  });

  it('ending every session of a buyer (password change) or disabling the buyer signs them out everywhere', async () => {
    const first = await signIn(a.app);
    const second = await signIn(b.app);
    for (const t of [a, b]) for (const c of [first, second]) expect(await signedIn(t, c)).toBe(true);
    // What a password change does after writing the new hash (account.service.ts).
    await a.deps.sessions.destroyAllOf(userId);
    for (const c of [first, second]) expect(await signedIn(a, c)).toBe(false);
    for (const c of [first, second])
      await vi.waitFor(async () => expect(await signedIn(b, c)).toBe(false), { timeout: 1_000 });

    const third = await signIn(a.app);
    expect(await signedIn(b, third)).toBe(true);
    // An operator disabling the account, from any connection.
    await db.database.db.execute(sql`UPDATE users SET disabled = true WHERE id = ${userId}`);
    await vi.waitFor(async () => expect(await signedIn(b, third)).toBe(false), { timeout: 2_000 });
    expect(await signedIn(a, third)).toBe(false);
  });

  it('a session served from memory still ends when idle for two hours or past its absolute life', async () => {
    const cookie = await signIn(a.app);
    const start = Date.now();
    const at = (minutes: number) => vi.setSystemTime(start + minutes * 60_000);
    expect(await signedIn(b, cookie)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    at(100);
    expect(await signedIn(a, cookie)).toBe(true);
    // Idle for 200 minutes on b, but used on a 100 minutes ago: b asks the database before refusing.
    at(200);
    expect(await signedIn(b, cookie)).toBe(true);
    at(330);
    expect(await signedIn(b, cookie)).toBe(false);
    expect(await signedIn(a, cookie)).toBe(false);

    vi.useRealTimers();
    const other = await signIn(a.app);
    const start2 = Date.now();
    expect(await signedIn(b, other)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let hour = 1; hour <= 5; hour++) {
      vi.setSystemTime(start2 + hour * 3_600_000);
      expect(await signedIn(b, other)).toBe(true);
    }
    vi.setSystemTime(start2 + 361 * 60_000);
    expect(await signedIn(b, other)).toBe(false);
    expect(await signedIn(a, other)).toBe(false);
  });

  it('an eviction sent while the listener was down is not missed: the cache starts afresh', async () => {
    const cookie = await signIn(a.app);
    expect(await signedIn(b, cookie)).toBe(true);
    const listeners = () =>
      queryRows<{ pid: number }>(
        db.database.db,
        sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN sessions'`,
      );
    const before = (await listeners()).map((l) => l.pid);
    await db.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN sessions'`,
    );
    // Nobody hears this NOTIFY.
    await db.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
    await vi.waitFor(
      async () => {
        const now = (await listeners()).map((l) => l.pid);
        expect(now.filter((p) => !before.includes(p))).toHaveLength(2);
      },
      { timeout: 10_000 },
    );
    expect(await signedIn(b, cookie)).toBe(false);
  });
});
