/**
 * npm run bench:hold -- --minutes 30 --connections 200 [--goods 20000] [--buyers 100] [--db bench_hold]
 *
 * Load held over time on PostgreSQL (issue 14): the real server as a child process (production
 * mode), autocannon connections that browse (lists, search, suggestions, detail, zones) and, one in
 * four, buy (add to cart → confirm → place → pay from the balance). Reports 5xx answers, the
 * server's RSS at start, end and maximum, and its database connections (pg_stat_activity) at start,
 * end and maximum. The database is DATABASE_URL's server, database --db, seeded once per size.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase, isDatabaseEmpty } from '../src/db/seed/index';
import { dbSessionStore } from '../src/modules/auth/session.store';
import { raceBuyers } from '../src/modules/promo/promo.fixtures';
import { startServer } from '../test/server-process';
import { key } from './lib/databases';
import { holdRequests, type HoldWorld } from './lib/hold-requests';

const { values: opts } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    connections: { type: 'string', default: '200' },
    goods: { type: 'string', default: '20000' },
    buyers: { type: 'string', default: '100' },
    db: { type: 'string', default: 'bench_hold' },
  },
});
const minutes = Number(opts.minutes);
const connections = Number(opts.connections);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(adminUrl);
url.pathname = `/${opts.db}`;
const dbUrl = url.toString();
const mb = (b: number) => `${Math.round(b / 1048576)} MB`;

async function admin(text: string, params: unknown[] = [], connectionString = adminUrl) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

async function prepare(): Promise<HoldWorld> {
  // Reseeded when the migration (the schema) or the size changes; reused otherwise.
  const wanted = `${key()}_${opts.goods}`;
  const [found] = await admin(
    "SELECT shobj_description(oid, 'pg_database') AS d FROM pg_database WHERE datname = $1",
    [opts.db],
  );
  if (found?.d !== wanted) {
    await admin(`DROP DATABASE IF EXISTS ${opts.db} WITH (FORCE)`);
    await admin(
      `CREATE DATABASE ${opts.db} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
  }
  const database = await openDatabase({ databaseUrl: dbUrl, poolSize: 4 });
  try {
    await migrateDatabase(database);
    const db = database.db;
    if (await isDatabaseEmpty(db)) {
      console.log(`[hold] seeding ${opts.goods} goods into ${opts.db} (once)`);
      await seedDatabase(db, { goods: Number(opts.goods) });
      await admin(`COMMENT ON DATABASE ${opts.db} IS '${wanted}'`);
    }
    // Fresh buyers each run, rich enough never to run dry; stock is topped up so buying goes on.
    const buyers = await raceBuyers(db, Number(opts.buyers));
    await db.execute(
      sql`UPDATE users SET balance_fen = 100000000000 WHERE id IN (${sql.join(
        buyers.map((b) => sql`${b.userId}`),
        sql`, `,
      )})`,
    );
    await db.execute(sql`UPDATE goods_lots SET stock = stock + 100000 WHERE goods_id IN (
      SELECT id FROM goods WHERE is_buy AND NOT is_controlled AND NOT is_ephedrine AND scope = 'chemical'
        AND min_qty = 1 AND mid_pack = 1 ORDER BY id LIMIT 200)`);
    await db.execute(
      sql`UPDATE goods g SET stock = (SELECT coalesce(sum(stock), 0) FROM goods_lots l WHERE l.goods_id = g.id)`,
    );
    const goods = await queryRows<{ id: number; name: string }>(
      db,
      sql`SELECT id, name FROM goods WHERE is_buy AND NOT is_controlled AND NOT is_ephedrine AND scope = 'chemical'
            AND min_qty = 1 AND mid_pack = 1 ORDER BY id LIMIT 200`,
    );
    const sessions = dbSessionStore(db, { idleMs: 86_400_000, absoluteMs: 86_400_000 });
    const cookies: { cookie: string; addressId: number }[] = [];
    for (const b of buyers) {
      cookies.push({ cookie: `ys_sid=${await sessions.create(b.userId)}`, addressId: b.addressId });
    }
    return {
      buyers: cookies,
      goodsIds: goods.map((g) => g.id),
      keywords: [...new Set(goods.map((g) => g.name.slice(0, 2)))].slice(0, 40),
      newKey: () => randomUUID(),
    };
  } finally {
    await database.close();
  }
}

const connectionsNow = async () =>
  Number(
    (await admin('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [opts.db]))[0]?.n ?? 0,
  );

const ordersSince = async (id: number) => {
  const [row] = await admin(
    `SELECT count(*)::int AS placed, count(*) FILTER (WHERE status = 'paid')::int AS paid,
            coalesce(max(id), $1)::int AS max FROM orders WHERE id > $1`,
    [id],
    dbUrl,
  );
  return { placed: Number(row?.placed ?? 0), paid: Number(row?.paid ?? 0), max: Number(row?.max ?? id) };
};

async function main() {
  const world = await prepare();
  const firstOrder = (await ordersSince(0)).max;
  const server = await startServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: dbUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_SANDBOX_KEY: randomBytes(32).toString('hex'),
    AUDIT_KEY: randomBytes(32).toString('hex'),
    ALLOW_SANDBOX: 'all',
  });
  const start = { rss: server.rss(), conns: await connectionsNow() };
  const max = { rss: start.rss, conns: start.conns };
  const status = new Map<number, number>();
  console.log(
    `[hold] ${minutes} min, ${connections} connections against ${server.base} (${opts.db}); ` +
      `start: RSS ${mb(start.rss)}, ${start.conns} DB connections`,
  );
  const sampler = setInterval(() => {
    max.rss = Math.max(max.rss, server.rss());
    connectionsNow().then(
      (n) => {
        max.conns = Math.max(max.conns, n);
      },
      () => undefined,
    );
  }, 5000);
  const progress = setInterval(() => {
    const fivexx = [...status].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
    const total = [...status.values()].reduce((a, n) => a + n, 0);
    console.log(`[hold] ${total} answers, ${fivexx} 5xx, RSS ${mb(server.rss())} (max ${mb(max.rss)})`);
  }, 60_000);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.base,
        connections,
        duration: minutes * 60,
        timeout: 30,
        requests: holdRequests(world),
      },
      (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res)),
    );
    instance.on('response', (_client, code) => status.set(code, (status.get(code) ?? 0) + 1));
  });
  clearInterval(sampler);
  clearInterval(progress);
  const end = { rss: server.rss(), conns: await connectionsNow() };
  max.rss = Math.max(max.rss, end.rss);
  // Pooled connections idle out after 10 s: what is still open after 15 s quiet would be a leak.
  await new Promise((r) => setTimeout(r, 15_000));
  const idle = { rss: server.rss(), conns: await connectionsNow() };
  const orders = await ordersSince(firstOrder);
  server.child.kill('SIGTERM');
  await server.exited;
  const fivexx = [...status].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
  console.log('\n[hold] result');
  console.table({
    requests: result.requests.total,
    'req/s (mean)': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '5xx': fivexx,
    'errors/timeouts': result.errors + result.timeouts,
    'RSS start': mb(start.rss),
    'RSS end': mb(end.rss),
    'RSS max': mb(max.rss),
    'DB connections start': start.conns,
    'DB connections end': end.conns,
    'DB connections max': max.conns,
    'DB connections 15 s idle': idle.conns,
    'RSS 15 s idle': mb(idle.rss),
    'orders placed': orders.placed,
    'orders paid': orders.paid,
  });
  console.log('[hold] status codes', Object.fromEntries([...status].sort((a, b) => a[0] - b[0])));
  process.exitCode = fivexx > 0 ? 1 : 0;
}

await main();
