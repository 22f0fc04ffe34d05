import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listenChannel } from '../../db/listen';
import { ChangeLog } from './change-log';
import { BUYER_TABLES, CHANNEL, FAVORITES_ID, PROMOTION_TABLES, STOCK_PAYLOAD, STOCK_ID } from './triggers';

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
   * 'buyers': buyers' eligibility;
   * 'promotions': promotions, buyers' promotion purchases and the shipping rule (kept cart lists).
   */
  version(scope?: WatchScope): number;
  live(): boolean;
  /** Which goods' stock, sales or lot stock moved, for reusing a page's stock read (stock.ts). */
  readonly stock: ChangeLog;
  /** Which buyers' favourites changed, by user id (favorite/favorite.cache.ts). */
  readonly favorites: ChangeLog;
  /** A write this instance has just committed: invalidate now rather than when its NOTIFY returns. */
  bump(): void;
  /** Resolves once every change committed before the call has been seen by this instance. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export type WatchScope = 'catalogue' | 'listing' | 'buyers' | 'promotions';

const SYNC = 'sync:';
const buyerTables: readonly string[] = BUYER_TABLES;
const promotionTables: readonly string[] = PROMOTION_TABLES;

export async function watchCatalogue(
  database: Database,
  onError: (err: Error) => void,
): Promise<CatalogueWatch> {
  // One counter per scope, so a favourite ticked does not drop every cached goods page.
  let version = 0;
  let inStock = 0;
  let buyers = 0;
  let promotions = 0;
  const stock = new ChangeLog();
  const favorites = new ChangeLog();
  /** Anything may have changed: every reused read is read again. */
  const forgetAll = () => {
    stock.all();
    favorites.all();
  };
  let live = false;
  const waiting = new Map<string, () => void>();
  const onPayload = (payload: string) => {
    if (payload.startsWith(SYNC)) {
      waiting.get(payload)?.();
      return;
    }
    if (payload.startsWith(STOCK_ID)) stock.changed(Number(payload.slice(STOCK_ID.length)));
    else if (payload.startsWith(FAVORITES_ID)) favorites.changed(Number(payload.slice(FAVORITES_ID.length)));
    // A TRUNCATE of favorites names no buyer.
    else if (`${payload}:` === FAVORITES_ID) favorites.all();
    else if (buyerTables.includes(payload)) buyers++;
    else if (promotionTables.includes(payload)) promotions++;
    else if (payload === STOCK_PAYLOAD) inStock++;
    else version++;
  };
  const lost = () => {
    live = false;
    version++;
    buyers++;
    promotions++;
    forgetAll();
    // Nobody will hear these pings; their waiters read past the cache anyway.
    for (const done of waiting.values()) done();
  };

  const stop = await listenChannel(database, CHANNEL, {
    onPayload,
    // Changes may have passed while nobody listened: everything cached so far is stale.
    onUp: () => {
      live = true;
      version++;
      buyers++;
      promotions++;
      forgetAll();
    },
    onDown: lost,
    onError,
  });

  return {
    version(scope = 'listing') {
      switch (scope) {
        case 'buyers':
          return buyers;
        case 'promotions':
          return promotions;
        case 'listing':
          // Both counters only grow, so their sum moves whenever either does.
          return version + inStock;
        case 'catalogue':
          return version;
      }
    },
    live: () => live,
    stock,
    favorites,
    bump: () => {
      version++;
      buyers++;
      promotions++;
      forgetAll();
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
      live = false;
      await stop();
    },
  };
}
