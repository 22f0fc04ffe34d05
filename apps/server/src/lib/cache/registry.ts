import type { CacheCounters } from './lru';

/**
 * Every cache of the process, for its statistics. Held weakly: a cache dropped with its app (tests
 * build many) leaves the list by itself. Caches of one name (one per app instance in a test
 * process) are summed.
 */
const caches = new Set<WeakRef<() => CacheCounters>>();
/** Keeps each reader alive as long as its cache is. */
const owners = new WeakMap<object, () => CacheCounters>();

/** `owner`: the cache object; its reader lives as long as it does. */
export function register(read: () => CacheCounters, owner: object): void {
  owners.set(owner, read);
  caches.add(new WeakRef(read));
}

/** Per cache name: hits, misses, evictions, entries, estimated bytes and the byte budget. */
export function cacheStats(): CacheCounters[] {
  const byName = new Map<string, CacheCounters>();
  for (const ref of caches) {
    const read = ref.deref();
    if (!read) {
      caches.delete(ref);
      continue;
    }
    const c = read();
    const sum = byName.get(c.name);
    if (!sum) byName.set(c.name, { ...c });
    else
      for (const k of ['hits', 'misses', 'evictions', 'entries', 'bytes', 'maxBytes'] as const)
        sum[k] += c[k];
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}
