import autocannon from 'autocannon';

export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
}

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * An unmeasured second of the same load before each measured run. The first requests on a server
 * run on a cold JIT, open pool connections and prepare statements; with 50 connections those few
 * hundred requests were the whole p99 of a 5 s run, and whichever side ran first paid them.
 */
export const WARM_UP_S = 1;

/** Runs `options` for WARM_UP_S unmeasured, then for DURATION_S: the result of the second run. */
export async function measured(
  options: autocannon.Options,
  afterWarmUp?: () => Promise<void>,
): Promise<autocannon.Result> {
  await autocannon({ ...options, duration: WARM_UP_S });
  await afterWarmUp?.();
  return autocannon({ ...options, duration: DURATION_S });
}

/** autocannon in a worker thread, so the load generator does not steal the servers' event loop. */
export async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await measured({
    url,
    headers,
    connections: CONNECTIONS,
    workers: 1,
    timeout: 10,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
