import type { Database } from '../../db/client';
import { listenChannel } from '../../db/listen';
import type { SessionCache } from './session-cache';
import { installSessionTriggers, SESSION_CHANNEL } from './session-triggers.repo';

/** One NOTIFY payload of session-triggers.ts applied to this instance's cache. */
export function applyEviction(cache: SessionCache, payload: string): void {
  if (payload.startsWith('h:')) cache.evictHash(payload.slice(2));
  else if (payload.startsWith('u:')) cache.evictUser(Number(payload.slice(2)));
  else cache.evictAll();
}

/**
 * Feeds the session cache from PostgreSQL's NOTIFY (db/listen.ts, as the catalogue's watch). While
 * the feed is down the cache is off, and it starts empty when it is back. Returns the stop function.
 */
export async function watchSessions(
  database: Database,
  cache: SessionCache,
  onError: (err: Error) => void,
): Promise<() => Promise<void>> {
  await installSessionTriggers(database.db);
  return listenChannel(database, SESSION_CHANNEL, {
    onPayload: (payload) => applyEviction(cache, payload),
    onUp: () => cache.setLive(true),
    onDown: () => cache.setLive(false),
    onError,
  });
}
