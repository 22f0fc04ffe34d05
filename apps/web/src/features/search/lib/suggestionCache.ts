import { SUGGESTION_CACHE_MS } from '@shop/shared/constants';

/**
 * Spec §4: suggestions are cached for the session per keyword and type, and refreshed when older
 * than 5,000 ms. One cache for the page, shared by the header box and the sticky bar.
 */
export class SuggestionCache {
  private readonly entries = new Map<string, { list: string[]; at: number }>();
  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The cached list while it is fresh, otherwise undefined (the caller asks the server again). */
  get(key: string): string[] | undefined {
    const hit = this.entries.get(key);
    if (!hit || this.now() - hit.at > SUGGESTION_CACHE_MS) return undefined;
    return hit.list;
  }

  set(key: string, list: string[]): void {
    this.entries.set(key, { list, at: this.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}

export const suggestionCache = new SuggestionCache();

export const cacheKey = (keyword: string, type: number) => `${type}\u0000${keyword}`;
