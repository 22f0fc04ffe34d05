import { createCache, MB } from '../../lib/cache';

/** What one instance remembers of a live session, so a request does not read the store for it. */
export interface CachedSession {
  userId: number;
  /** Absolute end, epoch ms. */
  expiresAt: number;
  /** When the store last recorded activity (or this instance last refreshed it), epoch ms. */
  lastSeenAt: number;
}

/**
 * Sessions resolved by this instance, keyed by token hash. Entries are only trusted while the
 * eviction feed (LISTEN/NOTIFY or Redis pub/sub) is live: a logout, a password change or a disabled
 * account on any instance evicts them here. While the feed is down nothing is cached and every
 * request reads the store, since an eviction could pass unseen.
 */
export interface SessionCache {
  get(hash: string): CachedSession | undefined;
  /** Taken before reading the store; `put` with it caches only if no eviction arrived meanwhile. */
  ticket(): number;
  put(ticket: number, hash: string, session: CachedSession): void;
  evictHash(hash: string): void;
  evictUser(userId: number): void;
  evictAll(): void;
  /** The feed is (back) up, or lost: either way what was cached may have missed evictions. */
  setLive(live: boolean): void;
  live(): boolean;
}

/** Enough for every buyer signed in at once on one instance (~50,000 of ~200 bytes); past it the least recently used goes. */
const SESSIONS = { name: 'auth.sessions', maxBytes: 10 * MB, sizeOf: () => 200 };

export function createSessionCache(): SessionCache {
  const entries = createCache<string, CachedSession>(SESSIONS);
  let live = false;
  // Moves on every eviction and on every change of the feed, so a read begun before one is not cached.
  let generation = 0;
  const reset = () => {
    entries.clear();
    generation++;
  };
  return {
    get(hash) {
      if (live) return entries.get(hash);
      entries.bypass();
      return undefined;
    },
    ticket: () => generation,
    put(ticket, hash, session) {
      if (!live || ticket !== generation) return;
      entries.set(hash, session);
    },
    evictHash(hash) {
      entries.delete(hash);
      generation++;
    },
    evictUser(userId) {
      for (const [hash, s] of [...entries.entries()]) if (s.userId === userId) entries.delete(hash);
      generation++;
    },
    evictAll: reset,
    setLive(next) {
      live = next;
      reset();
    },
    live: () => live,
  };
}
