import { LRUCache } from 'lru-cache';
import { register } from './registry';
import { approxBytes } from './weigh';

export { approxBytes } from './weigh';

/**
 * The one LRU every server cache is built on (lru-cache): bounded by an estimate of the bytes its
 * entries hold, so the process's cached answers have a budget (registry.ts sums them), and counted
 * (hits, misses, evictions) so /api/health shows what each cache earns.
 */
export const MB = 1024 * 1024;

/** lru-cache holds no null or undefined keys or values. */
type Key = NonNullable<unknown>;

export interface CacheOptions<V> {
  /** Shown in the statistics, e.g. 'goods.pages'. */
  name: string;
  maxBytes: number;
  /** The entry's size in bytes; by default its JSON length in UTF-16, counted without writing it (weigh.ts). */
  sizeOf?: (value: V) => number;
}

export interface Cache<K extends Key, V extends Key> {
  /**
   * The entry, now the most recently used, counted as a hit; a miss when absent or when `usable`
   * (the caller's freshness rule: version, age) refuses it.
   */
  get(key: K, usable?: (value: V) => boolean): V | undefined;
  /** The entry without counting or touching it. */
  peek(key: K): V | undefined;
  set(key: K, value: V): void;
  /** Sizes the entry again (its value settled since it was set), if it is still `value`. */
  resize(key: K, value: V): void;
  delete(key: K): void;
  clear(): void;
  /** A read that went past the cache (its feed is down): counted as a miss. */
  bypass(): void;
  entries(): IterableIterator<[K, V]>;
}

export interface CacheCounters {
  name: string;
  hits: number;
  misses: number;
  evictions: number;
  entries: number;
  bytes: number;
  maxBytes: number;
}

export function createCache<K extends Key, V extends Key>(opts: CacheOptions<V>): Cache<K, V> {
  const sizeOf = opts.sizeOf ?? approxBytes;
  const counters: CacheCounters = {
    name: opts.name,
    hits: 0,
    misses: 0,
    evictions: 0,
    entries: 0,
    bytes: 0,
    maxBytes: opts.maxBytes,
  };
  const lru = new LRUCache<K, V>({
    maxSize: opts.maxBytes,
    sizeCalculation: (v) => Math.max(1, Math.ceil(sizeOf(v))),
    dispose: (_v, _k, reason) => {
      if (reason === 'evict') counters.evictions++;
    },
  });
  const cache: Cache<K, V> = {
    get(key, usable) {
      const value = lru.get(key);
      if (value !== undefined && (!usable || usable(value))) {
        counters.hits++;
        return value;
      }
      counters.misses++;
      return undefined;
    },
    peek: (key) => lru.peek(key),
    set: (key, value) => void lru.set(key, value),
    resize(key, value) {
      // lru-cache does not size a value set again over itself: take it out and put it back.
      if (lru.peek(key) !== value) return;
      lru.delete(key);
      lru.set(key, value);
    },
    delete: (key) => void lru.delete(key),
    clear: () => lru.clear(),
    bypass: () => void counters.misses++,
    entries: () => lru.entries(),
  };
  register(() => ({ ...counters, entries: lru.size, bytes: lru.calculatedSize }), cache);
  return cache;
}
