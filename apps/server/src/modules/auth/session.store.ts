import type { Db } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import { createSessionCache, type SessionCache } from './session-cache';
import {
  deleteExpiredSessionsOf,
  deleteSession,
  deleteSessionsOf,
  findLiveSession,
  insertSession,
  touchSession,
} from './session.repo';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** Server-side sessions: the cookie holds an opaque token, the store its hash and expiries. */
export interface SessionStore {
  create(userId: number): Promise<string>;
  /** The user of a live session, refreshing its idle timer; null when unknown or expired. */
  resolve(token: string): Promise<number | null>;
  destroy(token: string): Promise<void>;
  destroyAllOf(userId: number): Promise<void>;
  /**
   * Starts remembering resolved sessions in process, fed with every instance's evictions; returns
   * the stop. Without it (or while the feed is down) every resolve reads the store.
   */
  startCache?(onError: (err: Error) => void): Promise<() => Promise<void>>;
}

/** Where evictions come from: session-watch.ts (LISTEN/NOTIFY) or session.redis.ts (pub/sub). */
export type EvictionFeed = (
  cache: SessionCache,
  onError: (err: Error) => void,
) => Promise<() => Promise<void>>;

/** Touching lastSeen on every request would write per request; a minute of slack is harmless. */
export const TOUCH_EVERY_MS = 60_000;

export function dbSessionStore(db: Db, policy: SessionPolicy, feed?: EvictionFeed): SessionStore {
  const cache = createSessionCache();
  // The app's clock, the one every idle decision here is made with.
  const touch = (hash: string, now: number) => touchSession(db, hash, now);

  /** The store's word, for a session not cached or one that looks idle here (another instance may have seen it since). */
  async function lookup(hash: string, now: number): Promise<number | null> {
    const ticket = cache.ticket();
    const row = await findLiveSession(db, hash, now);
    if (!row) return null;
    let lastSeenAt = row.lastSeenAt.getTime();
    if (now - lastSeenAt > policy.idleMs) {
      await deleteSession(db, hash);
      return null;
    }
    if (now - lastSeenAt > TOUCH_EVERY_MS) {
      await touch(hash, now);
      lastSeenAt = now;
    }
    cache.put(ticket, hash, { userId: row.userId, expiresAt: row.expiresAt.getTime(), lastSeenAt });
    return row.userId;
  }

  return {
    async create(userId) {
      const token = newToken();
      await insertSession(db, hashToken(token), userId, new Date(Date.now() + policy.absoluteMs));
      // Expired rows of this user are swept here rather than by a timer, so every instance helps.
      await deleteExpiredSessionsOf(db, userId);
      return token;
    },
    async resolve(token) {
      const now = Date.now();
      const hash = hashToken(token);
      const hit = cache.get(hash);
      if (!hit || now >= hit.expiresAt || now - hit.lastSeenAt > policy.idleMs) return lookup(hash, now);
      if (now - hit.lastSeenAt > TOUCH_EVERY_MS) {
        // Refreshed before it is used, so two requests in the same tick do not both write.
        hit.lastSeenAt = now;
        await touch(hash, now);
      }
      return hit.userId;
    },
    async destroy(token) {
      const hash = hashToken(token);
      await deleteSession(db, hash);
      // Here at once; the other instances when the trigger's NOTIFY reaches them.
      cache.evictHash(hash);
    },
    async destroyAllOf(userId) {
      await deleteSessionsOf(db, userId);
      cache.evictUser(userId);
    },
    ...(feed ? { startCache: (onError: (err: Error) => void) => feed(cache, onError) } : {}),
  };
}
