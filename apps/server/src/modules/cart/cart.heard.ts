/**
 * What a kept cart read (a cart list, an add's context) was built under, as the catalogue listener
 * reported it: it stays good while none of these has moved. Cart lines are not among them (their
 * writes send no NOTIFY); each user reads them itself. Nor is the clock: a kept read also ends at
 * nextClockChange.
 */
import { toMs } from '@shop/shared';
import { nextChinaMidnight } from '../../lib/china-day';
import type { CatalogueWatch } from '../../lib/cache';
import type { Snapshot } from './cart.snapshot';
import { nearExpirySince } from './cart.view';

/** What of the catalogue listener a kept cart read looks at (a stand-in in tests). */
export type CartWatch = Pick<CatalogueWatch, 'live' | 'version' | 'stock'>;

/** Where the listener stood before a read: a later change moves one of these. */
export interface Heard {
  catalogue: number;
  buyers: number;
  promotions: number;
  stock: number;
}

/** Null while the listener is down: then nothing read may be trusted later. */
export const heardNow = (watch: CartWatch): Heard | null =>
  watch.live()
    ? {
        catalogue: watch.version('catalogue'),
        buyers: watch.version('buyers'),
        promotions: watch.version('promotions'),
        stock: watch.stock.now(),
      }
    : null;

/** Nothing a read of these goods depended on has moved since `heard`, as far as this instance has heard. */
export const quietSince = (watch: CartWatch, heard: Heard | null, goodsIds: number[]): boolean =>
  heard !== null &&
  watch.live() &&
  watch.version('catalogue') === heard.catalogue &&
  watch.version('buyers') === heard.buyers &&
  watch.version('promotions') === heard.promotions &&
  !watch.stock.changedSince(goodsIds, heard.stock);

/**
 * The first promotion window edge, 近效期 start or China midnight after `after`; `nextStart`: the
 * first start of a promotion the read left out (loadSnapshotUnless).
 */
export function nextClockChange(snap: Snapshot, after: number, nextStart: number | null): number {
  let next = Math.min(nextChinaMidnight(after), nextStart ?? Infinity);
  const consider = (t: number) => {
    if (t > after && t < next) next = t;
  };
  for (const list of Object.values(snap.promotions)) {
    for (const p of list) {
      if (p.starts_at != null) consider(toMs(p.starts_at));
      if (p.ends_at != null) consider(toMs(p.ends_at));
    }
  }
  for (const g of snap.goods) if (g.expires_on) consider(nearExpirySince(g.expires_on));
  return next;
}
