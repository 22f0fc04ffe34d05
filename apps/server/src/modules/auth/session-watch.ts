import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../db/client';
import type { SessionCache } from './session-cache';
import { installSessionTriggers, SESSION_CHANNEL } from './session-triggers';

const RECONNECT_MS = 1_000;

/** One NOTIFY payload of session-triggers.ts applied to this instance's cache. */
export function applyEviction(cache: SessionCache, payload: string): void {
  if (payload.startsWith('h:')) cache.evictHash(payload.slice(2));
  else if (payload.startsWith('u:')) cache.evictUser(Number(payload.slice(2)));
  else cache.evictAll();
}

/**
 * Feeds the session cache from PostgreSQL (the pattern of the catalogue's watch): a pooled
 * connection kept for LISTEN, reconnecting after a loss. While it is down the cache is off, and it
 * starts empty when it is back. Returns the stop function.
 */
export async function watchSessions(
  database: Database,
  cache: SessionCache,
  onError: (err: Error) => void,
): Promise<() => Promise<void>> {
  await installSessionTriggers(database.db);
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const stop = await client.listen(SESSION_CHANNEL, (p) => applyEviction(cache, p));
    cache.setLive(true);
    return async () => {
      cache.setLive(false);
      await stop();
    };
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let closed = false;
  let client: pg.PoolClient | null = null;
  let timer: NodeJS.Timeout | null = null;
  const retry = () => {
    if (!closed && !timer) timer = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  const drop = (c: pg.PoolClient, err: Error) => {
    if (client !== c) return;
    client = null;
    cache.setLive(false);
    c.release(err);
    retry();
  };
  const report = (err: Error) => {
    if (!closed) onError(err);
  };
  async function connect(): Promise<void> {
    timer = null;
    if (closed) return;
    let c: pg.PoolClient;
    try {
      c = await pool.connect();
    } catch (err) {
      report(err as Error);
      retry();
      return;
    }
    client = c;
    c.on('notification', (n) => {
      if (n.channel === SESSION_CHANNEL) applyEviction(cache, n.payload ?? '');
    });
    c.on('error', (err) => {
      report(err);
      drop(c, err);
    });
    try {
      await c.query(`LISTEN ${SESSION_CHANNEL}`);
    } catch (err) {
      report(err as Error);
      drop(c, err as Error);
      return;
    }
    if (client === c) cache.setLive(true);
  }
  await connect();
  return async () => {
    closed = true;
    cache.setLive(false);
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    if (c) {
      await c.query(`UNLISTEN ${SESSION_CHANNEL}`).catch(() => undefined);
      c.release();
    }
  };
}
