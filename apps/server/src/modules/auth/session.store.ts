import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';

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
}

/** Touching lastSeen on every request would write per request; a minute of slack is harmless. */
const TOUCH_EVERY_MS = 60_000;

export function dbSessionStore(db: Db, policy: SessionPolicy): SessionStore {
  return {
    async create(userId) {
      const token = newToken();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + policy.absoluteMs),
      });
      // Expired rows of this user are swept here rather than by a timer, so every instance helps.
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
      return token;
    },
    async resolve(token) {
      const now = Date.now();
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date(now))))
        .limit(1);
      if (!row) return null;
      if (now - row.lastSeenAt.getTime() > policy.idleMs) {
        await db.delete(sessions).where(eq(sessions.tokenHash, row.tokenHash));
        return null;
      }
      if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(sessions.tokenHash, row.tokenHash));
      }
      return row.userId;
    },
    async destroy(token) {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },
    async destroyAllOf(userId) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

interface RedisSession {
  userId: number;
  absoluteAt: number;
}

export function redisSessionStore(redis: Redis, policy: SessionPolicy, prefix = 'sess:'): SessionStore {
  const key = (hash: string) => prefix + hash;
  const userKey = (userId: number) => `${prefix}user:${userId}`;
  return {
    async create(userId) {
      const token = newToken();
      const hash = hashToken(token);
      const value: RedisSession = { userId, absoluteAt: Date.now() + policy.absoluteMs };
      await redis
        .multi()
        .set(key(hash), JSON.stringify(value), 'PX', Math.min(policy.idleMs, policy.absoluteMs))
        .sadd(userKey(userId), hash)
        .pexpire(userKey(userId), policy.absoluteMs)
        .exec();
      return token;
    },
    async resolve(token) {
      const k = key(hashToken(token));
      const raw = await redis.get(k);
      if (!raw) return null;
      const value = JSON.parse(raw) as RedisSession;
      const left = value.absoluteAt - Date.now();
      if (left <= 0) {
        await redis.del(k);
        return null;
      }
      await redis.pexpire(k, Math.min(policy.idleMs, left));
      return value.userId;
    },
    async destroy(token) {
      await redis.del(key(hashToken(token)));
    },
    async destroyAllOf(userId) {
      const hashes = await redis.smembers(userKey(userId));
      await redis.del(userKey(userId), ...hashes.map(key));
    },
  };
}
