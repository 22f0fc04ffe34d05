import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../../db/client';
import { StockLog } from './stock-log';
import { BUYER_TABLES, CHANNEL, installCatalogueTriggers, STOCK_PAYLOAD, STOCK_ID } from './triggers';

/**
 * This instance's view of the catalogue's version: a counter that moves on every committed write
 * to a catalogue table, here or in any other instance sharing the database (LISTEN/NOTIFY). A value
 * cached under an older version is stale. While the listener is down nothing may be cached, since
 * changes could pass unseen.
 */
export interface CatalogueWatch {
  /**
   * 'catalogue': goods and what cards show, not which goods are in stock nor today's date (facet counts, totals);
   * 'listing': that and which goods and lots have stock (pages, details, suggestions, 有货 counts);
   * 'buyers': buyers' eligibility.
   */
  version(scope?: WatchScope): number;
  live(): boolean;
  /** Which goods' stock or sales moved, for reusing a list page's stock read (stock.ts). */
  readonly stock: StockLog;
  /** A write this instance has just committed: invalidate now rather than when its NOTIFY returns. */
  bump(): void;
  /** Resolves once every change committed before the call has been seen by this instance. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export type WatchScope = 'catalogue' | 'listing' | 'buyers';

const SYNC = 'sync:';
const buyerTables: readonly string[] = BUYER_TABLES;
const RECONNECT_MS = 1_000;

export async function watchCatalogue(
  database: Database,
  onError: (err: Error) => void,
): Promise<CatalogueWatch> {
  await installCatalogueTriggers(database.db);
  // One counter per scope, so a favourite ticked does not drop every cached goods page.
  let version = 0;
  let inStock = 0;
  let buyers = 0;
  const stock = new StockLog();
  let live = false;
  let closed = false;
  const waiting = new Map<string, () => void>();
  const onPayload = (payload: string) => {
    if (payload.startsWith(SYNC)) {
      waiting.get(payload)?.();
      return;
    }
    if (payload.startsWith(STOCK_ID)) stock.changed(Number(payload.slice(STOCK_ID.length)));
    else if (buyerTables.includes(payload)) buyers++;
    else if (payload === STOCK_PAYLOAD) inStock++;
    else version++;
  };
  const lost = () => {
    live = false;
    version++;
    buyers++;
    stock.all();
    // Nobody will hear these pings; their waiters read past the cache anyway.
    for (const done of waiting.values()) done();
  };

  if (database.kind === 'pglite') live = true;
  const stop =
    database.kind === 'pglite'
      ? await listenPglite(database, onPayload)
      : await listenPool(database, onPayload, lost, (err) => {
          if (!closed) onError(err);
        });

  return {
    // Both counters only grow, so their sum moves whenever either does.
    version: (scope = 'listing') =>
      scope === 'buyers' ? buyers : scope === 'listing' ? version + inStock : version,
    live: () => live,
    stock,
    bump: () => {
      version++;
      buyers++;
      stock.all();
    },
    async sync() {
      if (!live) return;
      const token = `${SYNC}${randomUUID()}`;
      const seen = new Promise<void>((resolve) => waiting.set(token, resolve));
      await database.db.execute(sql`SELECT pg_notify(${CHANNEL}, ${token})`);
      await seen;
      waiting.delete(token);
    },
    async close() {
      closed = true;
      live = false;
      await stop();
    },
  };

  /** A pooled connection kept for LISTEN; reconnects after losing it (missed changes: version moves). */
  async function listenPool(
    db: Database,
    payload: (p: string) => void,
    down: () => void,
    report: (err: Error) => void,
  ): Promise<() => Promise<void>> {
    const pool = (db.db as unknown as { $client: pg.Pool }).$client;
    let client: pg.PoolClient | null = null;
    let timer: NodeJS.Timeout | null = null;
    const retry = () => {
      if (!closed && !timer) timer = setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    const drop = (c: pg.PoolClient, err: Error) => {
      if (client !== c) return;
      client = null;
      down();
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
      c.on('notification', (n) => payload(n.payload ?? ''));
      c.on('error', (err) => {
        report(err);
        drop(c, err);
      });
      try {
        await c.query(`LISTEN ${CHANNEL}`);
      } catch (err) {
        report(err as Error);
        drop(c, err as Error);
        return;
      }
      if (client !== c) return;
      live = true;
      version++;
      buyers++;
      stock.all();
    }
    await connect();
    return async () => {
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        await c.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        c.release();
      }
    };
  }
}

async function listenPglite(database: Database, payload: (p: string) => void): Promise<() => Promise<void>> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.listen(CHANNEL, payload);
}
