import type { CatalogueWatch, WatchScope } from './watch';

/**
 * A catalogue read is computed once per catalogue version and filter, then shared by every buyer:
 * what the 'catalogue' scope caches holds no buyer's data (prices are masked, eligibility decided
 * per request from the cached rows); the 'buyers' scope is keyed by buyer (buyers.ts). Exact: a cached value is served only under the version it was computed under (the
 * version is read before the computation starts, so a change committed during it invalidates it).
 * MAX_AGE_MS only bounds what depends on the clock rather than on a write (near-expiry: lots within
 * 180 days of today), so a day boundary shows within minutes.
 */
export const MAX_AGE_MS = 5 * 60_000;

export interface CatalogueCache<T> {
  /** Concurrent callers share one pending computation; failures are not remembered. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
}

export function catalogueCache<T>(
  watch: CatalogueWatch,
  maxEntries: number,
  scope: WatchScope = 'catalogue',
  now: () => number = Date.now,
): CatalogueCache<T> {
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recent.
  const entries = new Map<string, { version: number; at: number; value: Promise<T> }>();
  return {
    get(key, compute) {
      if (!watch.live()) return compute();
      const version = watch.version(scope);
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        if (hit.version === version && now() - hit.at < MAX_AGE_MS) {
          entries.set(key, hit);
          return hit.value;
        }
      }
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
      const value = compute();
      const entry = { version, at: now(), value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
  };
}
