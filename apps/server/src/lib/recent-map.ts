/**
 * A map of at most `max` entries that drops the least recently used one first. A Map iterates in
 * insertion order, so re-inserting an entry on use keeps the oldest first in line.
 */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The entry, now counted as the most recently used. */
  take(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The entry, without counting it as used. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  put(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Every entry, least recently used first; deleting the current one while iterating is safe. */
  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries.entries();
  }
}
