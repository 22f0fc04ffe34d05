import type { Redis } from 'ioredis';
import { hashToken, newToken } from '../../lib/tokens';
import { createSessionCache, type SessionCache } from './session-cache';
import { applyEviction } from './session-watch';
import { TOUCH_EVERY_MS, type SessionPolicy, type SessionStore } from './session.store';

interface RedisSession {
  userId: number;
  absoluteAt: number;
}

/**
 * Sessions in Redis: the key's TTL is the idle timeout, its value the absolute end. Resolved sessions
 * are cached in process like the database store's; destroy and destroyAllOf publish on
 * `<prefix>evict`, which every instance's subscriber applies (session-watch's payloads).
 */
export function redisSessionStore(redis: Redis, policy: SessionPolicy, prefix = 'sess:'): SessionStore {
  const key = (hash: string) => prefix + hash;
  const userKey = (userId: number) => `${prefix}user:${userId}`;
  const channel = `${prefix}evict`;
  const cache = createSessionCache();
  const refresh = (hash: string, absoluteAt: number, now: number) =>
    redis.pexpire(key(hash), Math.min(policy.idleMs, absoluteAt - now));

  async function lookup(hash: string, now: number): Promise<number | null> {
    const ticket = cache.ticket();
    const raw = await redis.get(key(hash));
    if (!raw) return null;
    const value = JSON.parse(raw) as RedisSession;
    if (value.absoluteAt - now <= 0) {
      await redis.del(key(hash));
      return null;
    }
    await refresh(hash, value.absoluteAt, now);
    cache.put(ticket, hash, { userId: value.userId, expiresAt: value.absoluteAt, lastSeenAt: now });
    return value.userId;
  }

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
      const now = Date.now();
      const hash = hashToken(token);
      const hit = cache.get(hash);
      // The key's TTL runs from this instance's last refresh at the latest: past it, ask Redis.
      if (!hit || now >= hit.expiresAt || now - hit.lastSeenAt >= policy.idleMs) return lookup(hash, now);
      if (now - hit.lastSeenAt > TOUCH_EVERY_MS) {
        hit.lastSeenAt = now;
        await refresh(hash, hit.expiresAt, now);
      }
      return hit.userId;
    },
    async destroy(token) {
      const hash = hashToken(token);
      await redis.multi().del(key(hash)).publish(channel, `h:${hash}`).exec();
      cache.evictHash(hash);
    },
    async destroyAllOf(userId) {
      const hashes = await redis.smembers(userKey(userId));
      await redis
        .multi()
        .del(userKey(userId), ...hashes.map(key))
        .publish(channel, `u:${userId}`)
        .exec();
      cache.evictUser(userId);
    },
    startCache: (onError) => subscribe(redis, channel, cache, onError),
  };
}

/**
 * A connection of its own in subscriber mode. While it is not subscribed (lost, reconnecting) the
 * cache is off; after ioredis reconnects it subscribes again and the cache starts empty.
 */
async function subscribe(
  redis: Redis,
  channel: string,
  cache: SessionCache,
  onError: (err: Error) => void,
): Promise<() => Promise<void>> {
  const sub = redis.duplicate({ lazyConnect: true, maxRetriesPerRequest: null });
  let closed = false;
  sub.on('message', (ch: string, payload: string) => {
    if (ch === channel) applyEviction(cache, payload);
  });
  sub.on('error', (err: Error) => {
    if (!closed) onError(err);
  });
  sub.on('close', () => cache.setLive(false));
  sub.on('ready', () => {
    sub.subscribe(channel).then(
      () => cache.setLive(!closed),
      (err: unknown) => onError(err as Error),
    );
  });
  await sub.connect();
  return async () => {
    closed = true;
    cache.setLive(false);
    sub.disconnect();
  };
}
