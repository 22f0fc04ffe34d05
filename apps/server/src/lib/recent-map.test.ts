import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent-map';

describe('RecentMap', () => {
  it('drops the least recently used entry when full; take counts as use, peek does not', () => {
    const map = new RecentMap<string, number>(2);
    map.put('a', 1);
    map.put('b', 2);
    expect(map.take('a')).toBe(1);
    map.put('c', 3);
    expect([...map].map(([k]) => k)).toEqual(['a', 'c']);
    expect(map.peek('a')).toBe(1);
    map.put('d', 4);
    expect(map.peek('a')).toBeUndefined();
    expect(map.size).toBe(2);
  });

  it('replacing a key keeps one entry; entries can be deleted while iterating, or cleared', () => {
    const map = new RecentMap<string, number>(3);
    map.put('a', 1);
    map.put('a', 2);
    map.put('b', 3);
    expect(map.size).toBe(2);
    for (const [key, value] of map) if (value === 2) map.delete(key);
    expect([...map]).toEqual([['b', 3]]);
    map.clear();
    expect(map.size).toBe(0);
  });
});
