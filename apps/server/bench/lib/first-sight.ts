import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { CONNECTIONS, measured, type LoadResult } from './load';
import { backendCpuSeconds, type CpuPerRequest } from './cpu';

/**
 * Issue 34's search miss case: every request a keyword and page the app has not answered before.
 * Keywords are drawn at random from the catalogue (generic names, makers' 简称, brands, broad words
 * such as 胶囊, indication words), pages 1-10 at random; each request also carries a price ceiling
 * no goods reaches, different every time, so neither the page nor the keyword's total and facets
 * can come from a cache: each is the first sight of that search (a signed-in buyer, whose price
 * filter is honoured).
 */
export async function searchTerms(db: Db): Promise<string[]> {
  const rows = await queryRows<{ t: string }>(
    db,
    sql`(SELECT DISTINCT generic_name AS t FROM goods WHERE id <= 3000)
        UNION (SELECT short_name FROM manufacturers)
        UNION (SELECT DISTINCT trade_name FROM goods WHERE id <= 3000 AND trade_name <> '')
        UNION (SELECT word FROM search_synonyms)`,
  );
  const broad = [
    '胶囊',
    '片',
    '颗粒',
    '口服液',
    '软膏',
    '维生素',
    '感冒',
    '阿莫西林',
    '华润',
    '消炎',
    'gm',
    '头孢',
  ];
  return [...rows.map((r) => r.t), ...broad, ...broad];
}

export type { CpuPerRequest } from './cpu';

export async function firstSightLoad(
  base: string,
  cookie: string,
  terms: string[],
  db?: Db,
): Promise<LoadResult & { cpu?: CpuPerRequest }> {
  let n = 0;
  const next = () => {
    n += 1;
    const term = terms[Math.floor(Math.random() * terms.length)] ?? '片';
    const page = 1 + Math.floor(Math.random() * 10);
    return `/api/goods/list?keyword=${encodeURIComponent(term)}&page=${page}&size=20&price_max=${90_000_000 + n}`;
  };
  let appStart = process.cpuUsage();
  let dbStart = 0;
  const result = await measured(
    {
      url: base,
      connections: CONNECTIONS,
      timeout: 10,
      requests: [
        {
          method: 'GET',
          headers: { cookie },
          setupRequest: (req) => ({ ...req, path: next() }),
        },
      ],
    },
    async () => {
      appStart = process.cpuUsage();
      dbStart = db ? await backendCpuSeconds(db) : 0;
    },
  );
  const app = process.cpuUsage(appStart);
  const requests = Math.max(1, result.requests.total);
  const cpu = db
    ? {
        appMs: (app.user + app.system) / 1000 / requests,
        dbMs: (((await backendCpuSeconds(db)) - dbStart) * 1000) / requests,
      }
    : undefined;
  return {
    ...(cpu ? { cpu } : {}),
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const report = (r: LoadResult & { cpu?: CpuPerRequest }) =>
  `p50 ${r.p50} ms  p99 ${r.p99} ms  ${Math.round(r.rps)} req/s  ${r.errors + r.non2xx} errors` +
  (r.cpu ? `  CPU per request: app ${r.cpu.appMs.toFixed(1)} ms, database ${r.cpu.dbMs.toFixed(1)} ms` : '');

/** Keywords whose plans `search` prints: broad words, a mid-sized drug, a maker, initials, indications. */
export const EXPLAINED_TERMS = [
  '胶囊',
  '片',
  '颗粒',
  '阿莫西林',
  '头孢',
  '华润',
  'gm',
  '感冒',
  '消炎',
  '美林',
];

/** A statement's cost on the server: execution, planning (0 for a named one: planned once per connection), buffers. */
export interface Explained {
  ms: number;
  planMs: number;
  buffers: number;
}
type Explainer = (text: string, values: unknown[], named: boolean) => Promise<Explained>;

/**
 * The stable measure beside req/s on a shared machine: every statement one first sight (page 3, a
 * fresh price ceiling) sends, with its EXPLAIN (ANALYZE, BUFFERS) execution and planning time and
 * buffers, summed per keyword.
 */
export async function explainFirstSights(
  inject: (url: string) => Promise<unknown>,
  capture: (run: () => Promise<void>) => Promise<{ name?: string; text: string; values: unknown[] }[]>,
  explain: Explainer,
  terms = EXPLAINED_TERMS,
): Promise<string[]> {
  const lines: string[] = [];
  let n = 0;
  for (const term of terms) {
    n += 1;
    const url = `/api/goods/list?keyword=${encodeURIComponent(term)}&page=3&size=20&price_max=${80_000_000 + n}`;
    const statements = await capture(async () => {
      await inject(url);
    });
    const times: string[] = [];
    let sum = 0;
    let buffers = 0;
    for (const s of statements) {
      if (!/^\s*(select|with)/i.test(s.text)) continue;
      const e = await explain(s.text, s.values, s.name !== undefined);
      sum += e.ms + e.planMs;
      buffers += e.buffers;
      const kind = s.name ? 'named' : `plan ${e.planMs.toFixed(1)}`;
      times.push(
        `${e.ms.toFixed(1)} (${kind}) ${e.buffers} buf  ${s.text.replace(/\s+/g, ' ').slice(0, 60)}`,
      );
    }
    lines.push(
      `${term}: ${sum.toFixed(1)} ms (execution + planning), ${buffers} buffers in ${times.length} statements`,
      ...times.map((t) => `    ${t}`),
    );
  }
  return lines;
}
