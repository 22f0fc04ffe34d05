import { approxBytes, createCache } from './lru';
import type { CatalogueWatch, WatchScope } from './watch';

/**
 * A catalogue read is computed once per catalogue version and filter, then shared by every buyer:
 * what the 'catalogue' and 'listing' scopes cache holds no buyer's data (prices are masked,
 * eligibility decided per request from the cached rows); the 'buyers' scope is keyed by buyer
 * (buyers.ts). Exact: a cached value is served only under the version it was computed under (the
 * version is read before the computation starts, so a change committed during it invalidates it).
 * Stock is not part of any version (triggers.ts): the stock, sales and lot stock shown are read
 * again once their goods move (stock.ts); which goods are in stock is ('listing'), so the 有货 and near-expiry filters,
 * can_buy and nearest expiry are exact. Facet counts and totals count goods, not units; only those
 * of a stock filter move when a goods sells out. Sales-ordered pages (default order, sort=sales)
 * keep their order until the next catalogue change or MAX_AGE_MS while showing today's sales.
 * MAX_AGE_MS only bounds what depends on the clock rather than on a write (near-expiry: lots within
 * 180 days of today), so a day boundary shows within minutes, and the sales order of cached pages.
 * The 'catalogue' scope holds neither (counts of filters without stock or expiry): it keeps until
 * a catalogue change, so a 100-700 ms facet count at 1M goods is not redone every few minutes.
 */
export const MAX_AGE_MS = 5 * 60_000;

export interface CatalogueCache<T> {
  /** Concurrent callers share one pending computation; failures are not remembered. */
  get(key: string, compute: () => Promise<T>, scope?: WatchScope): Promise<T>;
}

export interface VersionedOptions<T> {
  /** The statistics' name, e.g. 'goods.pages'. */
  name: string;
  maxBytes: number;
  /** The scope whose version an entry must match, unless a call names another. */
  scope?: WatchScope;
  /** A settled value's size in bytes (lru.ts approxBytes by default). */
  sizeOf?: (value: T) => number;
  now?: () => number;
}

interface Entry<T> {
  version: number;
  at: number;
  value: Promise<T>;
  /** 0 while the value is pending; its size once it has settled. */
  bytes: number;
}

/** An entry holds a promise: sized as nearly nothing until it settles, then by its value. */
const PENDING_BYTES = 64;

/** A cache of reads that stay good while their scope's version (watch.ts) has not moved. */
export function versionedCache<T>(watch: CatalogueWatch, opts: VersionedOptions<T>): CatalogueCache<T> {
  const scope = opts.scope ?? 'listing';
  const now = opts.now ?? Date.now;
  const sizeOf = opts.sizeOf ?? approxBytes;
  const entries = createCache<string, Entry<T>>({
    name: opts.name,
    maxBytes: opts.maxBytes,
    sizeOf: (e) => e.bytes || PENDING_BYTES,
  });
  return {
    get(key, compute, callScope = scope) {
      if (!watch.live()) {
        entries.bypass();
        return compute();
      }
      const version = watch.version(callScope);
      const hit = entries.get(
        key,
        (e) => e.version === version && (callScope === 'catalogue' || now() - e.at < MAX_AGE_MS),
      );
      if (hit) return hit.value;
      const value = compute();
      const entry: Entry<T> = { version, at: now(), value, bytes: 0 };
      entries.set(key, entry);
      value.then(
        (v) => {
          entry.bytes = sizeOf(v);
          entries.resize(key, entry);
        },
        () => {
          if (entries.peek(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
  };
}
