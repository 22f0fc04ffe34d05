import type { Database, Db } from '../../src/db/client';
import { cpuMeter, type CpuPerRequest } from './cpu';
import { captureStatements, type Queryable, type Statement } from './capture';
import { CONNECTIONS, DURATION_S, type LoadResult } from './load';
import { startApp, urlOf } from './servers';
import autocannon from 'autocannon';

/**
 * Miss runs (issue 32). A hit-heavy run repeats one address, so after the first request the app
 * answers from its caches. A miss run sends every request to an address the app has not answered
 * before: a fresh id, page or filter drawn over the whole catalogue. The bare side replays, for each
 * of those same addresses in the same order, the SQL the app ran for it, captured beforehand on a
 * separate app instance (so the measured app has not seen them): a miss against the same miss.
 */
export const MISS_REQUESTS = Number(process.env.BENCH_MISSES ?? Math.max(2000, DURATION_S * 600));
/** Unmeasured misses before the measured ones: a cold JIT and pool, not the caches, are warmed. */
export const MISS_WARM_UP = Math.ceil(MISS_REQUESTS / 6);

export interface MissCapture {
  /** Warm-up addresses first, then the measured ones. */
  paths: string[];
  statements: Statement[][];
}

/** Runs each address once on a throwaway app and keeps the SQL it sent; the app is closed after. */
export async function captureMisses(
  database: Database,
  clients: Queryable[],
  cases: { key: string; paths: string[]; signedIn?: boolean }[],
): Promise<Map<string, MissCapture>> {
  const { app, cookie } = await startApp(database);
  const out = new Map<string, MissCapture>();
  try {
    for (const c of cases) {
      const statements: Statement[][] = [];
      for (const path of c.paths) {
        statements.push(
          await captureStatements(clients, async () => {
            const res = await app.inject({ url: path, headers: c.signedIn ? { cookie } : {} });
            if (res.statusCode !== 200)
              throw new Error(`miss ${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          }),
        );
      }
      out.set(c.key, { paths: c.paths, statements });
    }
  } finally {
    await app.close();
  }
  return out;
}

/** Sends `paths` once each, in order, over CONNECTIONS connections: the first MISS_WARM_UP unmeasured. */
export async function loadSequence(
  base: string,
  paths: string[],
  headers: Record<string, string> = {},
  db?: Db,
): Promise<LoadResult & { cpu?: CpuPerRequest }> {
  // autocannon reports a run's end at its next one-second tick, so its duration rounds a run of
  // 2,500 misses up to whole seconds (a detail miss read as exactly 3,000 or 3,333 req/s): the
  // rate is taken over the time from the first request to the last answer instead.
  let first = 0;
  let last = 0;
  const run = (list: string[]) => {
    let n = 0;
    first = performance.now();
    return autocannon({
      url: base,
      connections: CONNECTIONS,
      timeout: 10,
      amount: list.length,
      requests: [
        {
          method: 'GET',
          headers,
          setupRequest: (req) => ({ ...req, path: list[n++ % list.length] }),
          onResponse: () => {
            last = performance.now();
          },
        },
      ],
    });
  };
  await run(paths.slice(0, MISS_WARM_UP));
  const meter = await cpuMeter(db);
  const result = await run(paths.slice(MISS_WARM_UP));
  const cpu = await meter(result.requests.total);
  const seconds = (last - first) / 1000;
  return {
    ...(cpu ? { cpu } : {}),
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: seconds > 0 ? result.requests.total / seconds : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export { urlOf };
