import type { Db } from '../src/db/client';

/** One measured call: the harness captures the SQL the app runs for it and replays it bare. */
export interface BenchCase {
  name: string;
  /** Path on the app, e.g. /api/goods/search?keywords=gmlj&type=1. */
  path: string;
  /** Send the demo pharmacy's session cookie. */
  signedIn?: boolean;
  /** Send the session of this buyer (username, demo password) instead: prices.bench.ts's buyers. */
  as?: string;
  /** Accept-Encoding as a browser sends it: the app answers compressed (the bare side never does). */
  browser?: boolean;
  /**
   * The miss run's addresses: `count` different ones the app has not answered before (a fresh id,
   * page or filter over the whole catalogue). Without it the case has a hit-heavy run only.
   */
  misses?: (count: number) => Promise<string[]>;
}

export interface BenchContext {
  db: Db;
  kind: 'pglite' | 'postgres';
}

/** A bench file exports one of these as default; run.ts takes a list of them. */
export interface BenchModule {
  name: string;
  cases(ctx: BenchContext): Promise<BenchCase[]>;
}
