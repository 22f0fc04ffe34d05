/**
 * Cart bench. As a harness module (`npm run bench -- cart`): GET /api/cart/list with 50 lines (plain,
 * and compressed as a browser asks) and GET /api/cart/total, each beside bare fastify + pg replaying
 * the same SQL.
 * Standalone (`tsx apps/server/bench/cart.bench.ts`): POST /api/cart (add to cart) and the cart
 * list on PostgreSQL beside bare fastify + pg running the same captured statements on a pooled
 * client — the harness only loads GET routes, so writes are measured here. Each is run twice:
 * 50 buyers (connection i is bench buyer i with its own session and cart: pharmacies each have their
 * own cart, so this is capacity) and one buyer on every connection (all adds raise the same cart
 * row: row-lock contention, kept so nothing is hidden).
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { genericPlanPoolOf } from '../src/db/prepared';
import { queryRows } from '../src/db/query';
import { captureAll, replayNamed } from './lib/capture-all';
import { addReplayer, isSteadyAdd, type AddReplayTally } from './lib/replay-add';
import type { Statement } from './lib/capture';
import { openBenchPostgres } from './lib/databases';
import { benchBuyers, perConnectionHeaders } from './lib/buyers';
import { CONNECTIONS, DURATION_S, measured } from './lib/load';
import { startApp, urlOf } from './lib/servers';
import type { BenchModule } from './types';

const CART_LINES = 50;

/** Gives the demo pharmacy exactly 50 buyable lines (some in 满减 activities), priced each request. */
async function fillCart(db: Db, userId?: number): Promise<number> {
  const [user] = userId
    ? [{ id: userId }]
    : await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE username = 'kangjian'`);
  if (!user) throw new Error('bench database has no demo pharmacy');
  await db.execute(sql`DELETE FROM cart_lines WHERE user_id = ${user.id}`);
  await db.execute(sql`
    INSERT INTO cart_lines (user_id, goods_id, number, is_selected)
    SELECT ${user.id}, g.id, greatest(g.min_qty, g.mid_pack), true FROM goods g
    WHERE g.is_buy AND g.stock >= 100 AND g.scope = 'chemical' AND NOT g.is_controlled AND NOT g.is_ephedrine
    ORDER BY (EXISTS (SELECT 1 FROM manjian_goods mg WHERE mg.goods_id = g.id)) DESC, g.id
    LIMIT ${CART_LINES}`);
  return user.id;
}

/**
 * The statements of an add that follows an add. A NOTIFY landing between the two (the stock raised
 * below is heard a few milliseconds after its UPDATE) makes the second read afresh, as it should;
 * then the add after it is the steady one, so a few tries find it.
 */
async function captureSteadyAdd(add: () => Promise<LightMyRequestResponse>): Promise<Statement[]> {
  await add();
  for (let tries = 1; ; tries++) {
    const statements = await captureAll(async () => {
      const res = await add();
      if (res.json<{ code: number }>().code !== 10000) throw new Error(`add failed: ${res.body}`);
    });
    if (isSteadyAdd(statements) || tries === 3) return statements;
  }
}

const bench: BenchModule = {
  name: 'cart',
  async cases({ db }) {
    await fillCart(db);
    return [
      { name: `cart list (${CART_LINES} lines)`, path: '/api/cart/list?filters=99999&new=1', signedIn: true },
      // As a browser asks: a kept list is compressed once (plugins/compression.ts), 65 KB → 9 KB.
      {
        name: `cart list (${CART_LINES} lines), br`,
        path: '/api/cart/list?filters=99999&new=1',
        signedIn: true,
        browser: true,
      },
      { name: 'cart total', path: '/api/cart/total', signedIn: true },
    ];
  },
};
export default bench;

const fmt = (r: { p50: number; p99: number; rps: number; non2xx: number; errors: number }) =>
  `p50 ${r.p50} ms  p99 ${r.p99} ms  ${Math.round(r.rps)} req/s${r.non2xx + r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`;

async function main() {
  const database = await openBenchPostgres();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const { app, cookie } = await startApp(database);
  const bare = Fastify({ logger: false });
  try {
    await fillCart(database.db);
    const buyers = await benchBuyers(database.db, app, CONNECTIONS);
    for (const b of buyers) await fillCart(database.db, b.userId);
    const [g] = await queryRows<{ id: number; stock: number }>(
      database.db,
      sql`SELECT id, stock FROM goods WHERE is_buy AND stock >= 100 AND scope = 'chemical' AND NOT is_controlled
          AND NOT is_ephedrine AND min_qty = 1 AND mid_pack = 1 ORDER BY id DESC LIMIT 1`,
    );
    if (!g) throw new Error('no goods to add');
    // Enough stock that tens of thousands of single-unit adds stay valid for both servers.
    await database.db.execute(sql`UPDATE goods SET stock = 1000000000 WHERE id = ${g.id}`);
    const form = `params[0][goods_id]=${g.id}&params[0][number]=1&params[0][price]=0`;
    const formType = { 'content-type': 'application/x-www-form-urlencoded' };
    const listUrl = '/api/cart/list?filters=99999&new=1';
    // Each buyer's statements for an add to a line it already has (the steady state), and for its list.
    const adds = new Map<string, Statement[]>();
    const lists = new Map<string, Statement[]>();
    for (const c of [cookie, ...buyers.map((b) => b.cookie)]) {
      const add = () =>
        app.inject({ method: 'POST', url: '/api/cart', headers: { cookie: c, ...formType }, payload: form });
      adds.set(c, await captureSteadyAdd(add));
      lists.set(
        c,
        await captureAll(async () => {
          const res = await app.inject({ url: listUrl, headers: { cookie: c } });
          if (res.statusCode !== 200) throw new Error(`list failed: ${res.body}`);
        }),
      );
    }
    // Bare fastify has no form parser: accept the body as text so the request is the same.
    bare.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    const onClient =
      (run: (cookie: string, client: pg.PoolClient) => Promise<number>) =>
      async (req: { headers: { cookie?: string } }) => {
        // The captured statements are named; the app runs those on its generic-plan pool, so does bare.
        const client = await genericPlanPoolOf(pool).connect();
        try {
          return { code: 10000, msg: 'ok', data: await run(req.headers.cookie ?? '', client) };
        } finally {
          client.release();
        }
      };
    const tally: AddReplayTally = { missed: 0, written: 0 };
    const bareAdds = new Map([...adds].map(([c, statements]) => [c, addReplayer(statements, tally)]));
    bare.post(
      '/bare/add',
      onClient((c, client) => {
        const replayAdd = bareAdds.get(c);
        if (!replayAdd) throw new Error('bare add: unknown buyer');
        return replayAdd(client);
      }),
    );
    bare.get(
      '/bare/list',
      onClient((c, client) => replayNamed(client, lists.get(c) ?? [])),
    );
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const many = buyers.map((b) => ({ cookie: b.cookie, ...formType }));
    const run = (url: string, post: boolean, perBuyer: boolean) =>
      measured({
        url,
        ...(post ? { method: 'POST' as const, body: form } : {}),
        headers: { cookie, ...formType },
        ...(perBuyer ? { setupClient: perConnectionHeaders(many) } : {}),
        connections: CONNECTIONS,
        workers: 1,
      });
    const summary = (r: autocannon.Result) => ({
      p50: r.latency.p50,
      p99: r.latency.p99,
      rps: r.requests.average,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    });
    const lines: string[] = [];
    for (const [label, perBuyer] of [
      [`${buyers.length} buyers, one each`, true],
      ['one buyer on all', false],
    ] as const) {
      lines.push(
        `add to cart, ${label}  app : ${fmt(summary(await run(`${urlOf(app)}/api/cart`, true, perBuyer)))}`,
      );
      lines.push(
        `add to cart, ${label}  bare: ${fmt(summary(await run(`${urlOf(bare)}/bare/add`, true, perBuyer)))}`,
      );
      lines.push(
        `cart list (${CART_LINES + 1} lines), ${label}  app : ${fmt(summary(await run(`${urlOf(app)}${listUrl}`, false, perBuyer)))}`,
      );
      lines.push(
        `cart list (${CART_LINES + 1} lines), ${label}  bare: ${fmt(summary(await run(`${urlOf(bare)}/bare/list`, false, perBuyer)))}`,
      );
    }
    console.log(
      `\nPostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s per run; per request: ${adds.get(cookie)?.length ?? 0} statements per add, ${lists.get(cookie)?.length ?? 0} per list`,
    );
    for (const l of lines) console.log(l);
    // The bare's conditional writes re-read the line's number as the app does; a miss is a race lost.
    console.log(`bare adds: ${tally.written} written, ${tally.missed} lost a race (matched no row)`);
    await database.db.execute(sql`UPDATE goods SET stock = ${g.stock} WHERE id = ${g.id}`);
  } finally {
    await app.close();
    await bare.close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
