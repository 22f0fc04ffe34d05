import { describe, expect, it } from 'vitest';
import { catalogueCache, MAX_AGE_MS } from './cache';
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
    const cache = catalogueCache<number>(watch, 10, 'listing', () => clock);
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
});
