/**
 * Order bench. As a harness module (`npm run bench -- order`): the orders centre list, an order
 * detail and the confirm page, each beside bare fastify + pg replaying the same SQL.
 * Standalone (`tsx apps/server/bench/order.bench.ts`): order placement on PostgreSQL, 50 concurrent
 * buyers for BENCH_SECONDS, over distinct goods and over one hot goods, beside a bare transaction
 * doing the same writes (conditional stock updates, order, line, lot, event, cart delete) on the
 * raw pool in the same run. Placement is a POST with per-request state (a fresh cart line and key),
 * so it is driven at the service level — the same transaction the route runs — not through HTTP.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PlaceOrderBodySchema } from '@shop/shared';
import { createDeps } from '../src/deps';
import { openDatabase, type Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { confirmOrder } from '../src/modules/checkout/confirm.service';
import { placeOrder } from '../src/modules/checkout/place.service';
import { BENCH_DB, benchPgUrl, openBenchPostgres } from './lib/databases';
import { CONNECTIONS, DURATION_S, WARM_UP_S } from './lib/load';
import { benchConfig } from './lib/servers';
import type { BenchModule } from './types';
import { bareOrder, percentile, type Buyer } from './order.bare';

const bench: BenchModule = {
  name: 'order',
  async cases({ db }) {
    const [o] = await queryRows<{ id: number }>(
      db,
      sql`SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.username = 'kangjian' ORDER BY o.id LIMIT 1`,
    );
    const [line] = await queryRows<{ id: number }>(
      db,
      sql`SELECT c.id FROM cart_lines c JOIN users u ON u.id = c.user_id WHERE u.username = 'kangjian' LIMIT 1`,
    );
    return [
      { name: 'orders centre (all)', path: '/api/order?status=all', signedIn: true },
      ...(o ? [{ name: 'order detail', path: `/api/order/${o.id}`, signedIn: true }] : []),
      ...(line
        ? [{ name: 'order confirm (1 line)', path: `/api/order/confirm?ids=${line.id}`, signedIn: true }]
        : []),
    ];
  },
};
export default bench;

async function makeBuyers(db: Db, n: number): Promise<Buyer[]> {
  const tag = randomUUID().slice(0, 6);
  const users = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO users (username, phone, password_hash, name, company_id, balance_fen)
        SELECT 'bench_' || ${tag} || '_' || i, '16' || lpad((i + ${Math.floor(Math.random() * 9e8)})::text, 9, '0'),
               'x', '压测买家' || i, u.company_id, 0
          FROM generate_series(1, ${n}) i, (SELECT company_id FROM users WHERE username = 'kangjian') u
        RETURNING id`,
  );
  const out: Buyer[] = [];
  for (const u of users) {
    const [a] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO user_addresses (user_id, consignee, phone, province_code, province, city_code, city, district_code, district, detail, is_default)
          VALUES (${u.id}, '压测', '13800000000', '33', '浙江省', '3301', '杭州市', '330106', '西湖区', '文三路1号', true) RETURNING id`,
    );
    out.push({ userId: u.id, addressId: a?.id ?? 0 });
  }
  return out;
}

interface Run {
  orders: number;
  failures: number;
  rps: number;
  p50: number;
  p95: number;
}

/**
 * Unmeasured seconds of each side before the measured runs. Without them the app, measured first,
 * ran on a cold JIT, cold prepared statements and a cold buffer cache: 148 against 253 orders/s.
 * Twice the autocannon runs' warm-up (lib/load.ts): at ~250 orders/s one second gave each of the
 * 50 connections only a handful of orders to prepare its statements on.
 */
const PLACEMENT_WARM_UP_S = 2 * WARM_UP_S;

/** CONNECTIONS workers, each its own buyer, placing orders for `seconds`. */
async function drive(
  buyers: Buyer[],
  once: (b: Buyer) => Promise<boolean>,
  seconds = DURATION_S,
): Promise<Run> {
  const times: number[] = [];
  let failures = 0;
  const end = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    buyers.map(async (b) => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const ok = await once(b);
        if (ok) times.push(performance.now() - t0);
        else failures += 1;
      }
    }),
  );
  const secs = (Date.now() - started) / 1000;
  times.sort((a, z) => a - z);
  return {
    orders: times.length,
    failures,
    rps: times.length / secs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

async function main() {
  await (await openBenchPostgres()).close();
  const admin = new pg.Client({ connectionString: benchPgUrl().replace(`/${BENCH_DB}`, '/postgres') });
  await admin.connect();
  // Named after the bench catalogue, so parallel worktrees' copies keep their own prefix.
  const copy = `${BENCH_DB}_orders_${randomUUID().slice(0, 8)}`;
  // A copy, so placing thousands of orders leaves the shared bench catalogue untouched; another
  // bench may hold the template for a moment, hence the retries.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${copy} TEMPLATE ${BENCH_DB}`);
      break;
    } catch (err) {
      if (attempt >= 30) throw err;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  const url = benchPgUrl().replace(`/${BENCH_DB}`, `/${copy}`);
  // DROP ... WITH (FORCE) at the end ends stray connections; that is expected, not a crash to log.
  const database = await openDatabase({
    databaseUrl: url,
    poolSize: CONNECTIONS + 2,
    onPoolError: () => undefined,
  });
  // The bare transactions share the app's pool, so both runs use the same connections.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  try {
    const db = database.db;
    const deps = await createDeps(benchConfig(), database);
    const buyers = await makeBuyers(db, CONNECTIONS);
    const goodsPool = (
      await queryRows<{ id: number }>(
        db,
        sql`SELECT g.id FROM goods g WHERE g.is_buy AND g.stock >= 500 AND g.scope = 'chemical'
              AND NOT g.is_controlled AND NOT g.is_ephedrine AND g.min_qty = 1 AND g.mid_pack = 1
              AND NOT EXISTS (SELECT 1 FROM manjian_goods mg WHERE mg.goods_id = g.id)
              AND NOT EXISTS (SELECT 1 FROM special_prices sp WHERE g.id = ANY(sp.goods_ids))
            ORDER BY g.id LIMIT 500`,
      )
    ).map((r) => r.id);
    const hot = goodsPool[0] ?? 0;
    await db.execute(sql`UPDATE goods_lots SET stock = 1000000 WHERE goods_id = ${hot}`);
    await db.execute(
      sql`UPDATE goods SET stock = (SELECT sum(stock) FROM goods_lots WHERE goods_id = ${hot}) WHERE id = ${hot}`,
    );
    // The payable each goods' order shows on the confirm page, worked out before the clock starts:
    // placement is what is measured, not the confirm page the buyer saw first.
    const payableOf = new Map<number, string>();
    const queue = [...goodsPool];
    await Promise.all(
      buyers.map(async (b) => {
        for (let goodsId = queue.pop(); goodsId !== undefined; goodsId = queue.pop()) {
          const [line] = await queryRows<{ id: number }>(
            db,
            sql`INSERT INTO cart_lines (user_id, goods_id, number) VALUES (${b.userId}, ${goodsId}, 1) RETURNING id`,
          );
          if (!line) continue;
          payableOf.set(goodsId, (await confirmOrder(db, b.userId, [line.id], 0)).amounts.payable);
          await db.execute(sql`DELETE FROM cart_lines WHERE id = ${line.id}`);
        }
      }),
    );
    const pick = (mode: 'distinct' | 'hot') =>
      mode === 'hot' ? hot : (goodsPool[Math.floor(Math.random() * goodsPool.length)] ?? hot);

    const appOnce = (mode: 'distinct' | 'hot') => async (b: Buyer) => {
      const goodsId = pick(mode);
      const payable = payableOf.get(goodsId);
      const [line] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO cart_lines (user_id, goods_id, number) VALUES (${b.userId}, ${goodsId}, 1)
            ON CONFLICT DO NOTHING RETURNING id`,
      );
      if (!line || payable === undefined) return false;
      const body = PlaceOrderBodySchema.parse({
        ids: String(line.id),
        address_id: b.addressId,
        pay_type: 'balance',
        idempotency_key: randomUUID(),
        expected_payable: payable,
      });
      try {
        await placeOrder(deps, b.userId, body);
        return true;
      } catch {
        await db.execute(sql`DELETE FROM cart_lines WHERE id = ${line.id}`);
        return false;
      }
    };
    const bareOnce = (mode: 'distinct' | 'hot') => (b: Buyer) => bareOrder(pool, b, pick(mode));
    const rows: Array<[string, Run]> = [];
    await drive(buyers, appOnce('distinct'), PLACEMENT_WARM_UP_S);
    await drive(buyers, bareOnce('distinct'), PLACEMENT_WARM_UP_S);
    for (const mode of ['distinct', 'hot'] as const) {
      rows.push([`app  place order, ${mode} goods`, await drive(buyers, appOnce(mode))]);
      rows.push([`bare same writes, ${mode} goods`, await drive(buyers, bareOnce(mode))]);
    }
    console.log(
      `\nOrder placement on PostgreSQL: ${CONNECTIONS} concurrent buyers, ${DURATION_S} s per run\n`,
    );
    console.log('case                               orders/s   p50 ms   p95 ms   orders  failed');
    for (const [name, r] of rows) {
      console.log(
        `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${String(r.orders).padStart(8)} ${String(r.failures).padStart(7)}`,
      );
    }
    for (const mode of ['distinct', 'hot']) {
      const app = rows.find(([n]) => n.startsWith('app') && n.includes(mode))?.[1];
      const bare = rows.find(([n]) => n.startsWith('bare') && n.includes(mode))?.[1];
      if (app && bare) console.log(`${mode}: app ÷ bare throughput ${(app.rps / bare.rps).toFixed(2)}`);
    }
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
    await admin.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
