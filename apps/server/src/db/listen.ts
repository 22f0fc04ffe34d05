import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client';

export interface ListenHandlers {
  onPayload: (payload: string) => void;
  /** Listening (again): whatever was cached while the feed was down may have missed a change. */
  onUp: () => void;
  /** The connection is gone; notifications may pass unseen until the next onUp. */
  onDown: () => void;
  /** Reported while running, never after stop. */
  onError: (err: Error) => void;
}

const RECONNECT_MS = 1_000;

/**
 * LISTEN on one channel for an in-process cache that must stay exact (the catalogue's, the
 * sessions'): on PostgreSQL a pooled connection held for it, reconnecting a second after a loss;
 * on PGlite the database's own listen. Returns the stop function.
 */
export async function listenChannel(
  database: Database,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const stop = await client.listen(channel, handlers.onPayload);
    handlers.onUp();
    return async () => {
      handlers.onDown();
      await stop();
    };
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let closed = false;
  let client: pg.PoolClient | null = null;
  let timer: NodeJS.Timeout | null = null;
  const report = (err: Error) => {
    if (!closed) handlers.onError(err);
  };
  const retry = () => {
    if (!closed && !timer) timer = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  const drop = (c: pg.PoolClient, err: Error) => {
    if (client !== c) return;
    client = null;
    handlers.onDown();
    c.release(err);
    retry();
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
      if (n.channel === channel) handlers.onPayload(n.payload ?? '');
    });
    c.on('error', (err) => {
      report(err);
      drop(c, err);
    });
    try {
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      report(err as Error);
      drop(c, err as Error);
      return;
    }
    if (client === c) handlers.onUp();
  }
  await connect();
  return async () => {
    closed = true;
    handlers.onDown();
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    if (c) {
      await c.query(`UNLISTEN ${channel}`).catch(() => undefined);
      c.release();
    }
  };
}
