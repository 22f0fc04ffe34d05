/**
 * Many signed-in buyers for write benches: pharmacies each have their own cart, so 50 connections
 * acting as ONE buyer measure row-lock contention on that buyer's lines, not capacity. Each bench
 * buyer is a copy of the demo pharmacy (same company, so the same eligibility) with its own session,
 * and autocannon gives connection i the headers of buyer i.
 */
import fs from 'node:fs';
import type autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';

export interface BenchBuyer {
  userId: number;
  cookie: string;
}

/** `n` buyers `cartbench_<i>` (made once, reused by later runs), each signed in through the real login. */
export async function benchBuyers(db: Db, app: FastifyInstance, n: number): Promise<BenchBuyer[]> {
  await db.execute(
    sql`INSERT INTO users (username, phone, password_hash, name, company_id)
        SELECT 'cartbench_' || i, '169' || lpad(i::text, 8, '0'), u.password_hash, '压测药店' || i, u.company_id
          FROM generate_series(1, ${n}) i, users u WHERE u.username = ${DEMO_ACCOUNTS.pharmacy.username}
        ON CONFLICT DO NOTHING`,
  );
  const users = await queryRows<{ id: number; username: string }>(
    db,
    sql`SELECT id, username FROM users WHERE username LIKE 'cartbench\_%' ORDER BY id LIMIT ${n}`,
  );
  const out: BenchBuyer[] = [];
  for (const u of users) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: u.username, password: DEMO_PASSWORD },
    });
    const sid = res.cookies.find((c) => c.name === 'ys_sid');
    if (!sid) throw new Error(`bench buyer sign-in failed: ${res.body}`);
    out.push({ userId: u.id, cookie: `ys_sid=${sid.value}` });
  }
  return out;
}

/**
 * An autocannon `setupClient` giving connection i `headers[i]`. In workers mode autocannon takes a
 * file it can require (a CommonJS function), so one is written to the temp folder; the headers go
 * through the environment, which the worker copies when it starts.
 */
export function perConnectionHeaders(
  headers: Array<Record<string, string>>,
): (client: autocannon.Client) => void {
  process.env.BENCH_CONNECTION_HEADERS = JSON.stringify(headers);
  const file = path.join(os.tmpdir(), `bench-connection-headers-${process.pid}.cjs`);
  fs.writeFileSync(
    file,
    `'use strict';
let next = 0;
module.exports = function setupClient(client) {
  const all = JSON.parse(process.env.BENCH_CONNECTION_HEADERS || '[]');
  if (all.length > 0) client.setHeaders(all[next++ % all.length]);
};
`,
  );
  // autocannon's types only know the function form; workers mode documents the file path form.
  return file as unknown as (client: autocannon.Client) => void;
}
