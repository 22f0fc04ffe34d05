/**
 * Property-based fuzzing of every registered route (issue 14): requests generated from each route's
 * own zod schemas plus hostile values, as a visitor and as a signed-in buyer. Every answer must be
 * the envelope (HTML pages and files aside), never a 5xx, and nothing may move orders, balances or
 * stock. New routes are covered without a list to maintain. Seeded: the same requests every run.
 * FUZZ_RUNS=<n> raises the runs per route for a deeper local hunt.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query';
import type { RouteEntry } from '../plugins/route-table';
import { createTestApp, describeName, type TestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import {
  bodyCase,
  inputJsonSchema,
  pathSegment,
  queryString,
  type BodyCase,
} from '../../test/fuzz-arbitraries';

const SEED = 20_261_122;
const TOTAL_RUNS = 3_000;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Req {
  path: string;
  query: string;
  body: BodyCase;
  signedIn: boolean;
  crossSite: boolean;
}

const hash = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0);

function requestArb(route: RouteEntry): fc.Arbitrary<Req> {
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
    signedIn: fc.boolean(),
    crossSite: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
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
  let cookie: string;
  let buyerId: number;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_NOTIFY_DELAY_MS: '600000' });
    // The buyer fuzzed as: verified, with stores, no orders of its own. The session is made directly
    // (not by password), so a fuzzed password change or sign-in limit cannot end the suite's session.
    const [row] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM users WHERE username = ${DEMO_ACCOUNTS.chain.username}`,
    );
    buyerId = row!.id;
    cookie = `ys_sid=${await t.deps.sessions.create(buyerId)}`;
  });
  afterAll(() => t.close());

  /** What no malformed request may change: orders and their states, balances, stock. */
  const fingerprint = async () =>
    queryRows(
      t.deps.database.db,
      sql`SELECT (SELECT count(*)::int FROM orders) AS orders,
                 (SELECT coalesce(sum(hashtext(id::text || status)), 0)::text FROM orders) AS states,
                 (SELECT coalesce(sum(balance_fen), 0)::text FROM users) AS balances,
                 (SELECT coalesce(sum(stock), 0)::text FROM goods) AS stock,
                 (SELECT coalesce(sum(stock), 0)::text FROM goods_lots) AS lot_stock`,
    );

  it('generated paths, queries and bodies for every route', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(40);
    const runs = Number(process.env.FUZZ_RUNS) || Math.max(15, Math.ceil(TOTAL_RUNS / routes.length));
    const before = await fingerprint();
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const check = async (r: Req) => {
        sent++;
        const res = await t.app.inject({
          method: route.method,
          url: r.query ? `${r.path}?${r.query}` : r.path,
          remoteAddress: '10.20.30.40',
          headers: {
            ...(r.signedIn ? { cookie } : {}),
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
      };
      const out = await fc.check(fc.asyncProperty(requestArb(route), check), {
        seed: SEED ^ hash(label),
        numRuns: runs,
        endOnFailure: true,
      });
      if (out.failed) {
        const example = out.counterexample?.[0];
        failures.push(
          `${label}: ${String(out.errorInstance)}\n    request: ${JSON.stringify(example).slice(0, 400)}`,
        );
      }
      // A fuzzed logout (or anything else) may have ended the session: start a new one.
      if ((await t.deps.sessions.resolve(cookie.slice('ys_sid='.length))) === null) {
        cookie = `ys_sid=${await t.deps.sessions.create(buyerId)}`;
      }
    }
    console.info(`fuzz: ${routes.length} routes, ${sent} requests`);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 300_000);
});
