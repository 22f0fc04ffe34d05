/**
 * Issue 30: from a buyer's payment by bank transfer (线下转账: the order enters 待确认转账) to the
 * finance operator's bell: the back office's server-sent event `work` on an open stream, over real
 * HTTP (127.0.0.1). The figure runs from just before the buyer's pay call to the event's arrival.
 *
 *   npx tsx apps/server/bench/bell-latency.ts                      (PGlite)
 *   TEST_DB=postgres DATABASE_URL=postgres://… npx tsx apps/server/bench/bell-latency.ts
 */
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { fenToYuan } from '@shop/shared';
import { body, createTestApp, signIn } from '../test/test-app';
import { operatorCookie } from '../test/admin';
import buildTemplate from '../test/global-setup';
import { pickGoods } from '../src/modules/cart/cart.fixtures';
import { creditClient } from '../src/modules/credit/credit.fixtures';

const RUNS = Number(process.env.RUNS ?? 20);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

async function main() {
  await buildTemplate(); // the seeded template the test apps copy (kept between runs)
  const t = await createTestApp();
  const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const finance = await operatorCookie(t, 'finance');
  const buyer = await signIn(t.app, 'pharmacy');
  const c = creditClient(t);
  const [g] = await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, RUNS * 2);

  // The finance operator's open bell: every `work` event's arrival time.
  const arrivals: number[] = [];
  let text = '';
  const stream = http.get(
    `${url}/api/admin/notifications/stream`,
    { headers: { cookie: finance } },
    (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        const events = text.split('\n\n');
        text = events.pop()!;
        for (const e of events) if (e.startsWith('event: work')) arrivals.push(Date.now());
      });
    },
  );

  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const o = await c.place(buyer, g!.id, 1);
    const seen = arrivals.length;
    const t0 = Date.now();
    if (body(await c.pay(buyer, o.id, 'offline')).code !== 10000) throw new Error('pay offline');
    for (let w = 0; arrivals.length === seen && w < 3000; w++) await new Promise((r) => setTimeout(r, 1));
    if (arrivals.length === seen) throw new Error('no bell within 3 s');
    times.push(arrivals[seen]! - t0);
    await c.voucher(buyer, o.id, fenToYuan(o.payableFen));
  }
  stream.destroy();
  console.log(
    `transfer payment → finance bell over ${RUNS} runs: p50 ${pct(times, 0.5)} ms, p90 ${pct(times, 0.9)} ms, max ${Math.max(...times)} ms`,
  );
  await t.close();
}

await main();
