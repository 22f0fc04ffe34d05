import type { Db } from '../../../db/client';
import type { CatalogueWatch } from '../../../lib/cache';
import { stockNow, type StockNow } from './stock.repo';

export type { StockNow } from './stock.repo';

/**
 * A stock read per cached page (a list page, a detail), reused until one of its goods moves
 * (NOTIFY 'stock:<id>', change-log.ts): a warm page whose goods nobody bought costs no statement.
 * Keyed by the cached page object, so a page recomputed under a new catalogue version reads again;
 * nothing is reused while the listener is down.
 */
export function stockReads<Page extends object>(db: Db, watch: CatalogueWatch, withLots = false) {
  const reads = new WeakMap<Page, { seq: number; now: Promise<Map<number, StockNow>> }>();
  /**
   * A page just read from the database carries the stock of that moment: its first answer needs no
   * second read. `seq` is the stock position taken before the page's read, as for any read here.
   */
  const fresh = (page: Page, now: Map<number, StockNow>, seq: number) => {
    reads.set(page, { seq, now: Promise.resolve(now) });
  };
  const pageStock = function pageStock(page: Page, ids: number[]): Promise<Map<number, StockNow>> {
    const hit = reads.get(page);
    if (hit && watch.live() && !watch.stock.changedSince(ids, hit.seq)) return hit.now;
    // The position is taken before the read, so a change landing during it is seen next time.
    const read = { seq: watch.stock.now(), now: stockNow(db, ids, withLots) };
    reads.set(page, read);
    read.now.catch(() => {
      if (reads.get(page) === read) reads.delete(page);
    });
    return read.now;
  };
  return Object.assign(pageStock, { fresh });
}

/** A cached row's stock of now, without copying the row (a goods gone since keeps its cached figure). */
export const currentStock = (row: { id: number; stock: number }, now: Map<number, StockNow>): number =>
  now.get(row.id)?.stock ?? row.stock;

/**
 * A cached row with the stock and sales of now (a goods gone since keeps the cached figures); the
 * row itself while they are its own (a page's first answer on a miss): no copy of its ~50 fields.
 */
export function withStock<R extends { id: number; stock: number; sales: number }>(
  row: R,
  now: Map<number, StockNow>,
): R {
  const n = now.get(row.id);
  return n && (n.stock !== row.stock || n.sales !== row.sales)
    ? { ...row, stock: n.stock, sales: n.sales }
    : row;
}
