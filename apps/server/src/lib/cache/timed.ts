import { approxBytes, createCache } from './lru';

/**
 * One computed value remembered for a while (the common config: menus and categories, 60 s). For
 * what no version tracks; concurrent callers share the same pending promise, so a cold cache under
 * load computes once; a failed computation is not remembered.
 */
export function timedValue<T>(
  name: string,
  ttlMs: number,
  compute: () => Promise<T>,
  now: () => number = () => Date.now(),
) {
  const cache = createCache<'value', { at: number; value: Promise<T>; bytes: number }>({
    name,
    // One value: the budget only bounds what a single answer may hold.
    maxBytes: 8 * 1024 * 1024,
    sizeOf: (e) => e.bytes || 64,
  });
  return {
    get(): Promise<T> {
      const hit = cache.get('value', (e) => now() - e.at < ttlMs);
      if (hit) return hit.value;
      const value = compute();
      const mine = { at: now(), value, bytes: 0 };
      cache.set('value', mine);
      value.then(
        (v) => {
          mine.bytes = approxBytes(v);
          cache.resize('value', mine);
        },
        () => {
          if (cache.peek('value') === mine) cache.delete('value');
        },
      );
      return value;
    },
    clear: () => cache.clear(),
  };
}
