import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  resetInMs: number;
}

/** Fixed-window counters shared by every app instance (database or Redis). */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  /** The current window's count without counting this look (0 when no window is open). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Drops every open window whose key starts with `prefix` and ends with `suffix`; how many. */
  resetMatching(prefix: string, suffix: string): Promise<number>;
}

/** Redis MATCH patterns treat these as wildcards; a literal part of a key must escape them. */
const globEscape = (s: string) => s.replace(/[\\*?[\]]/g, '\\$&');

export function dbRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const [row] = await queryRows<{ count: number; reset_in_ms: number }>(
        db,
        sql`
        INSERT INTO rate_limits (key, count, reset_at)
        VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
        RETURNING count, (extract(epoch from reset_at - now()) * 1000)::int AS reset_in_ms`,
      );
      const count = Number(row?.count ?? 1);
      return { allowed: count <= limit, count, resetInMs: Number(row?.reset_in_ms ?? windowMs) };
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
    },
    async peek(key) {
      const [row] = await queryRows<{ count: number; reset_in_ms: number }>(
        db,
        sql`SELECT count, (extract(epoch from reset_at - now()) * 1000)::int AS reset_in_ms
            FROM rate_limits WHERE key = ${key} AND reset_at > now()`,
      );
      return row
        ? { count: Number(row.count), resetInMs: Number(row.reset_in_ms) }
        : { count: 0, resetInMs: 0 };
    },
    async resetMatching(prefix, suffix) {
      // left()/right() instead of LIKE: the parts are literal, whatever characters a name holds.
      const rows = await queryRows<{ open: boolean }>(
        db,
        sql`DELETE FROM rate_limits
             WHERE left(key, ${prefix.length}) = ${prefix} AND right(key, ${suffix.length}) = ${suffix}
               AND char_length(key) >= ${prefix.length + suffix.length}
            RETURNING reset_at > now() AS open`,
      );
      return rows.filter((r) => r.open).length;
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      const res = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 1);
      const ttl = Number(res?.[2]?.[1] ?? windowMs);
      return { allowed: count <= limit, count, resetInMs: ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async peek(key) {
      const res = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const ttl = Number(res?.[1]?.[1] ?? 0);
      return count > 0 && ttl > 0 ? { count, resetInMs: ttl } : { count: 0, resetInMs: 0 };
    },
    async resetMatching(keyPrefix, suffix) {
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(
          cursor,
          'MATCH',
          `${globEscape(prefix + keyPrefix)}*${globEscape(suffix)}`,
          'COUNT',
          500,
        );
        cursor = next;
        keys.push(...found);
      } while (cursor !== '0');
      return keys.length > 0 ? redis.del(...keys) : 0;
    },
  };
}
