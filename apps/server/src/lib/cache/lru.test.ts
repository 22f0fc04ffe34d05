import { describe, expect, it, vi } from 'vitest';
import { approxBytes, createCache } from './lru';
import { cacheStats } from './registry';
import { timedValue } from './timed';

const statsOf = (name: string) => cacheStats().find((c) => c.name === name);

describe('the one cache: byte budget and counters', () => {
  it('evicts the least recently used entries once their bytes pass the budget', () => {
    const cache = createCache<string, string>({ name: 'test.budget', maxBytes: 1000, sizeOf: () => 300 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect(cache.get('a')).toBe('A'); // a is now the most recently used; b goes first
    cache.set('d', 'D');
    expect(cache.peek('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.peek(k))).toEqual(['A', 'C', 'D']);
    expect(statsOf('test.budget')).toMatchObject({ entries: 3, bytes: 900, maxBytes: 1000, evictions: 1 });
  });

  it('keeps nothing larger than the whole budget', () => {
    const cache = createCache<string, string>({ name: 'test.too-big', maxBytes: 100 });
    cache.set('big', 'x'.repeat(200));
    expect(cache.peek('big')).toBeUndefined();
  });

  it('counts hits, misses and entries a freshness rule refuses', () => {
    const cache = createCache<string, { v: number }>({ name: 'test.counters', maxBytes: 10_000 });
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', { v: 1 });
    expect(cache.get('k')).toEqual({ v: 1 });
    expect(cache.get('k', (e) => e.v > 1)).toBeUndefined();
    cache.bypass();
    expect(statsOf('test.counters')).toMatchObject({ hits: 1, misses: 3, evictions: 0, entries: 1 });
  });

  it('sizes an entry again once its value has settled', () => {
    const entry = { bytes: 0 };
    const cache = createCache<string, typeof entry>({
      name: 'test.resize',
      maxBytes: 10_000,
      sizeOf: (e) => e.bytes || 64,
    });
    cache.set('k', entry);
    expect(statsOf('test.resize')?.bytes).toBe(64);
    entry.bytes = 5000;
    cache.resize('k', entry);
    expect(statsOf('test.resize')?.bytes).toBe(5000);
  });

  it('estimates a value by its JSON length, without writing it', () => {
    const page = {
      id: 123456,
      name: '阿莫西林胶囊',
      stock: 40,
      is_buy: true,
      brand: null,
      ladders: [{ number: 10, priceFen: 1250 }],
      lots: [{ batch_no: 'B2301', expires_on: '2027-03-01', stock: 12 }],
    };
    const json = 64 + 2 * JSON.stringify(page).length;
    expect(approxBytes(page)).toBeGreaterThanOrEqual(json * 0.9);
    expect(approxBytes(page)).toBeLessThanOrEqual(json * 1.25);
  });

  it('weighs what a Map or Set holds (JSON.stringify writes them as {})', () => {
    const brands = new Map(Array.from({ length: 1000 }, (_, i) => [`品牌${i}`, ['阿莫西林胶囊']]));
    expect(approxBytes({ brands })).toBeGreaterThan(1000 * 2 * '阿莫西林胶囊'.length);
    expect(approxBytes(new Set(['a'.repeat(5000)]))).toBeGreaterThan(10_000);
  });
});

describe('timedValue', () => {
  it('computes once per period, shares a pending computation and forgets failures', async () => {
    let now = 0;
    let calls = 0;
    let fail = false;
    const compute = vi.fn(() => {
      calls++;
      return fail ? Promise.reject(new Error('db down')) : Promise.resolve(calls);
    });
    const cache = timedValue('test.timed', 1000, compute, () => now);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect([a, b]).toEqual([1, 1]);
    now = 999;
    expect(await cache.get()).toBe(1);
    now = 1000;
    expect(await cache.get()).toBe(2);
    now = 3000;
    fail = true;
    await expect(cache.get()).rejects.toThrow('db down');
    fail = false;
    expect(await cache.get()).toBe(4);
    expect(compute).toHaveBeenCalledTimes(4);
    expect(statsOf('test.timed')).toMatchObject({ hits: 2, misses: 4 });
  });
});
