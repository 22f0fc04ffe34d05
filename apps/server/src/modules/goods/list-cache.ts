import type { ListQuery } from './goods.schemas';

/**
 * Totals and facet counts of a filter change slowly but cost a scan of every matching goods (a
 * GROUP BY over 100k rows). Each app instance keeps them for a short while, keyed by the filter
 * alone, so paging and re-sorting reuse them. Stale by at most TTL_MS: fine for counts.
 */
export const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

export function filterKey(q: ListQuery): string {
  const { page: _page, size: _size, sort: _sort, facets: _facets, ...filter } = q;
  return JSON.stringify(filter);
}

export function listCache<T>(now: () => number = () => Date.now()) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    /** Concurrent callers share one pending computation; failures are not remembered. */
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < TTL_MS) return hit.value;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
      const value = compute();
      entries.set(key, { at: now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
