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

/** autocannon in a worker thread, so the load generator does not steal the servers' event loop. */
export async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
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
