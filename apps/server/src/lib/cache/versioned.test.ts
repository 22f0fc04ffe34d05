import { describe, expect, it } from 'vitest';
import { cacheStats } from './registry';
import { MAX_AGE_MS, versionedCache } from './versioned';
import { ChangeLog } from './change-log';
import type { CatalogueWatch } from './watch';

/** A watch whose versions the test moves by hand. */
function fakeWatch() {
  const v = { catalogue: 0, inStock: 0 };
  const watch: CatalogueWatch = {
    version: (scope = 'listing') => (scope === 'listing' ? v.catalogue + v.inStock : v.catalogue),
    live: () => true,
    stock: new ChangeLog(),
    favorites: new ChangeLog(),
    bump: () => void v.catalogue++,
    sync: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  return { watch, v };
}

describe('catalogue cache scopes', () => {
  it('a count of goods outlives sell-outs and the clock; a listing does neither', async () => {
    const { watch, v } = fakeWatch();
    let clock = 0;
    const cache = versionedCache<number>(watch, { name: 'test.scopes', maxBytes: 4096, now: () => clock });
    let computed = 0;
    const read = (key: string, scope?: 'catalogue') =>
      cache.get(key, () => Promise.resolve(++computed), scope);

    const count = await read('count', 'catalogue');
    const page = await read('page');
    v.inStock++;
    clock += MAX_AGE_MS + 1;
    expect(await read('count', 'catalogue')).toBe(count);
    expect(await read('page')).not.toBe(page);

    watch.bump();
    expect(await read('count', 'catalogue')).not.toBe(count);
  });

  it('counts a stale version as a miss and shares one pending computation', async () => {
    const { watch } = fakeWatch();
    const cache = versionedCache<string>(watch, { name: 'test.versioned-counts', maxBytes: 4096 });
    let computed = 0;
    const read = () => cache.get('k', () => Promise.resolve(`v${++computed}`));
    expect(await Promise.all([read(), read()])).toEqual(['v1', 'v1']);
    watch.bump();
    expect(await read()).toBe('v2');
    const stats = cacheStats().find((c) => c.name === 'test.versioned-counts');
    expect(stats).toMatchObject({ hits: 1, misses: 2, entries: 1 });
    // Sized by its settled value, not by the pending promise.
    expect(stats!.bytes).toBeGreaterThan(64);
  });

  it('forgets a failed computation', async () => {
    const { watch } = fakeWatch();
    const cache = versionedCache<number>(watch, { name: 'test.versioned-fail', maxBytes: 4096 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', () => Promise.resolve(7))).toBe(7);
  });
});
