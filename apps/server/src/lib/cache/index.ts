/**
 * The one way the server caches (ADR 004): a byte-bounded, counted LRU (lru.ts); reads kept while
 * a named scope's version has not moved (versioned.ts), the versions following the database's
 * change feed (watch.ts, triggers.ts, change-log.ts); one value kept for a while (timed.ts).
 */
export { approxBytes, createCache, MB, type Cache, type CacheCounters, type CacheOptions } from './lru';
export { cacheStats } from './registry';
export { MAX_AGE_MS, versionedCache, type CatalogueCache, type VersionedOptions } from './versioned';
export { timedValue } from './timed';
export { ChangeLog } from './change-log';
export { watchCatalogue, type CatalogueWatch, type WatchScope } from './watch';
export { installCatalogueTriggers } from './triggers';
