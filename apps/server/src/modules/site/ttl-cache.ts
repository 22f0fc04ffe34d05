/**
 * Remembers one computed value for a while. Concurrent callers share the same pending promise, so
 * a cold cache under load computes once; a failed computation is not remembered.
 */
export function ttlCache<T>(ttlMs: number, compute: () => Promise<T>, now: () => number = () => Date.now()) {
  let entry: { at: number; value: Promise<T> } | null = null;
  return {
    get(): Promise<T> {
      if (entry && now() - entry.at < ttlMs) return entry.value;
      const value = compute();
      const mine = { at: now(), value };
      entry = mine;
      value.catch(() => {
        if (entry === mine) entry = null;
      });
      return value;
    },
    clear(): void {
      entry = null;
    },
  };
}
