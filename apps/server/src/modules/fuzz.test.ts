/**
 * Property-based fuzzing of every registered route (issue 14): requests generated from each route's
 * own zod schemas plus hostile values, as a visitor and a signed-in buyer over every route, then as
 * an operator (超级管理员) over every admin route. A create route (POST without a path parameter)
 * sometimes gets the same request three times at once, as a double click or a retry does. Every
 * answer must be the envelope (HTML pages and files aside), never a 5xx. Nothing a visitor or buyer
 * sends may move orders, balances, points or stock; an operator's refused request must not either
 * (an operator's accepted write, e.g. a stock adjustment the generator happened to get right, is
 * allowed to: that is the back office working). New routes are covered without a list to maintain.
 * Seeded: the same requests every run. FUZZ_RUNS=<n> raises the runs per route for a deeper hunt.
 */
import fc from 'fast-check';
import { ApiCode } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query';
import type { RouteEntry } from '../plugins/route-table';
import { createTestApp, describeName, type TestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { operatorCookie } from '../../test/admin';
import {
  bodyCase,
  inputJsonSchema,
  pathSegment,
  queryString,
  type BodyCase,
} from '../../test/fuzz-arbitraries';

const SEED = 20_261_122;
const TOTAL_RUNS = 3_000;
/** The operator pass reads the totals after every write it sends, so it gets fewer runs per route. */
const OPERATOR_RUNS = 1_500;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Who = 'visitor' | 'buyer' | 'operator';
interface Req {
  path: string;
  query: string;
  body: BodyCase;
  who: Who;
  crossSite: boolean;
  /** The same request sent this many times at once (only to create routes). */
  copies: number;
}

/** A create: POST to a collection (no :id), where parallel duplicates hit unique constraints. */
const isCreate = (route: RouteEntry) => route.method === 'POST' && !route.url.includes(':');

const hash = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0);

function requestArb(route: RouteEntry, who: fc.Arbitrary<Who>): fc.Arbitrary<Req> {
  const schema = route.schema ?? {};
  const segments = route.url
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? pathSegment
        : part === '*'
          ? pathSegment.map((s) => `${s}/${s}`)
          : fc.constant(part),
    );
  return fc.record({
    path: fc.tuple(...segments).map((parts) => parts.join('/')),
    query: queryString(inputJsonSchema(schema.querystring)),
    body: BODY_METHODS.has(route.method) ? bodyCase(inputJsonSchema(schema.body)) : fc.constant({}),
    who,
    crossSite: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    copies: isCreate(route) ? fc.integer({ min: 0, max: 3 }).map((n) => (n === 0 ? 3 : 1)) : fc.constant(1),
  });
}

const isEnvelope = (v: unknown) =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { code?: unknown }).code === 'number' &&
  typeof (v as { msg?: unknown }).msg === 'string' &&
  'data' in v;

describe(describeName('fuzz: every route answers generated requests in the envelope, never 5xx'), () => {
  let t: TestApp;
  let buyerId: number;
  const cookies: Record<Who, string> = { visitor: '', buyer: '', operator: '' };
  const buyerSession = async () => `ys_sid=${await t.deps.sessions.create(buyerId)}`;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_NOTIFY_DELAY_MS: '600000' });
    // The buyer fuzzed as: verified, with stores. Sessions are made directly
    // (not by password), so a fuzzed password change or sign-in limit cannot end the suite's session.
    const [row] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM users WHERE username = ${DEMO_ACCOUNTS.chain.username}`,
    );
    buyerId = row!.id;
    // The demo gives this head office 账期 and a balance (its repayment panel); the fuzz buyer has
    // nothing to pay with, so a generated request that happens to be a valid repayment or 代付 is
    // refused like any other and the fingerprint below still means "malformed changes nothing".
    await t.deps.database.db.execute(sql`UPDATE users SET balance_fen = 0 WHERE id = ${buyerId}`);
    await t.deps.database.db.execute(
      sql`UPDATE credit_accounts SET limit_fen = 0 WHERE user_id = ${buyerId}`,
    );
    cookies.buyer = await buyerSession();
    cookies.operator = await operatorCookie(t, 'super');
  });
  afterAll(() => t.close());

  /** What no malformed request may change: orders and their states, balances, points, stock. */
  const fingerprint = async () =>
    queryRows(
      t.deps.database.db,
      sql`SELECT (SELECT count(*)::int FROM orders) AS orders,
                 (SELECT coalesce(sum(hashtext(id::text || status)), 0)::text FROM orders) AS states,
                 (SELECT coalesce(sum(balance_fen), 0)::text FROM users) AS balances,
                 (SELECT coalesce(sum(points), 0)::text FROM users) AS points,
                 (SELECT coalesce(sum(stock), 0)::text FROM goods) AS stock,
                 (SELECT coalesce(sum(stock), 0)::text FROM goods_lots) AS lot_stock`,
    );

  /** A fuzzed logout, password change or disable may end a session: start a new one. */
  const renewSessions = async () => {
    if ((await t.deps.sessions.resolve(cookies.buyer.slice('ys_sid='.length))) === null) {
      cookies.buyer = await buyerSession();
    }
    if ((await t.deps.operatorSessions.resolve(cookies.operator.slice('ys_admin='.length))) === null) {
      cookies.operator = await operatorCookie(t, 'super');
    }
  };

  interface Answer {
    status: number;
    code: number | undefined;
  }

  /**
   * Sends every route its generated requests; `after` sees each request's answers (a failure
   * thrown there is reported like a 5xx). Returns the failures and how many requests went out.
   */
  async function fuzz(
    routes: RouteEntry[],
    who: fc.Arbitrary<Who>,
    tag: string,
    after: (route: RouteEntry, r: Req, answers: Answer[]) => Promise<void>,
  ) {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const send = async (r: Req): Promise<Answer> => {
        sent++;
        const res = await t.app.inject({
          method: route.method,
          url: r.query ? `${r.path}?${r.query}` : r.path,
          remoteAddress: '10.20.30.40',
          headers: {
            ...(r.who === 'visitor' ? {} : { cookie: cookies[r.who] }),
            ...(r.crossSite ? { origin: 'https://evil.example' } : {}),
            ...(r.body.contentType ? { 'content-type': r.body.contentType } : {}),
          },
          ...(r.body.payload !== undefined ? { payload: r.body.payload } : {}),
        });
        const json = /json/.test(String(res.headers['content-type']))
          ? (JSON.parse(res.body) as unknown)
          : undefined;
        const envelopeNeeded = !route.rawReply && (res.statusCode >= 400 || json !== undefined);
        if (res.statusCode >= 500 || (envelopeNeeded && !isEnvelope(json))) {
          throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        return { status: res.statusCode, code: (json as { code?: number } | undefined)?.code };
      };
      const check = async (r: Req) => {
        const answers = await Promise.all(Array.from({ length: r.copies }, () => send(r)));
        await after(route, r, answers);
      };
      const out = await fc.check(fc.asyncProperty(requestArb(route, who), check), {
        seed: SEED ^ hash(tag + label),
        numRuns: runsFor(routes.length, tag ? OPERATOR_RUNS : TOTAL_RUNS),
        endOnFailure: true,
      });
      if (out.failed) {
        const example = out.counterexample?.[0];
        failures.push(
          `${label}: ${String(out.errorInstance)}\n    request: ${JSON.stringify(example).slice(0, 400)}`,
        );
      }
      await renewSessions();
    }
    return { failures, sent };
  }

  /**
   * The bell's server-sent event stream answers an operator with a response that never ends (it is
   * its job); notify.test.ts covers it. Every other admin route is fuzzed.
   */
  const STREAMS = new Set(['/api/admin/notifications/stream']);

  const runsFor = (routes: number, total: number) =>
    Number(process.env.FUZZ_RUNS) || Math.max(15, Math.ceil(total / routes));

  it('as a visitor and a buyer: generated paths, queries and bodies for every route change nothing', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !STREAMS.has(r.url));
    expect(routes.length).toBeGreaterThan(40);
    const before = await fingerprint();
    const started = performance.now();
    const { failures, sent } = await fuzz(
      routes,
      fc.constantFrom<Who>('visitor', 'buyer'),
      '',
      async () => {},
    );
    console.info(
      `fuzz (visitor, buyer): ${routes.length} routes, ${sent} requests, ${Math.round(performance.now() - started)} ms`,
    );
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 300_000);

  it('as a super administrator over every admin route: a read or a refused write changes nothing', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/') && !STREAMS.has(r.url));
    expect(routes.length).toBeGreaterThan(40);
    let last = await fingerprint();
    let accepted = 0;
    let parallel = 0;
    const started = performance.now();
    const { failures, sent } = await fuzz(
      routes,
      fc.constant<Who>('operator'),
      'operator ',
      async (route, r, answers) => {
        if (r.copies > 1) parallel++;
        const [prev, now] = [last, await fingerprint()];
        last = now;
        // A read never changes them; a write only when the back office accepted it (any of a triple).
        const refused = answers.every((a) => a.status >= 400 || a.code !== ApiCode.OK);
        if (route.method !== 'GET' && !refused) accepted++;
        else
          expect(
            now,
            'a refused or read-only operator request changed orders, balances, points or stock',
          ).toEqual(prev);
      },
    );
    console.info(
      `fuzz (operator): ${routes.length} admin routes, ${sent} requests (${parallel} parallel triples), ${accepted} accepted writes, ${Math.round(performance.now() - started)} ms`,
    );
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});
