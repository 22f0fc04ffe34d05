/**
 * GET /api/cart/list: the whole cart priced once; the filter narrows what is listed, not the totals.
 *
 * A buyer's list is rebuilt only when something it was built from changed. Each call still runs the
 * full pricing read, but PostgreSQL answers with an md5 of what it read and sends the rows only when
 * that differs from the hash the kept answer was built from (cart.snapshot.ts loadSnapshotUnless).
 * So a change to the cart, a price, stock, a lot, a promotion or the buyer's account (on any
 * instance) rebuilds the answer, with no invalidation messages to lose. What the statement cannot
 * see is the clock: the engine compares `now` with promotion windows and the page with 近效期 dates,
 * so a kept answer also expires at the first such instant after it was built.
 */
import { toMs } from '@shop/shared';
import type { Db } from '../../db/client';
import { RecentMap } from '../../lib/recent-map';
import { priceSnapshot } from './cart.pricing';
import { loadSnapshotUnless, type Snapshot } from './cart.snapshot';
import { cartState, nearExpirySince, type CartState } from './cart.view';

interface Kept {
  hash: string;
  builtAt: number;
  /** The first instant after builtAt at which the same rows could price or filter differently. */
  validUntil: number;
  body: string;
}

/** Kept answers per process (about 50 KB each for a 50-line cart); the least recently used go first. */
const MAX_KEPT = 1000;

/** The first promotion window edge or 近效期 start after `after`, or Infinity. */
export function nextClockChange(snap: Snapshot, after: number): number {
  let next = Infinity;
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

export type CartListSerializer = (state: CartState) => string;

/** One per app: the serialised answers it keeps, keyed by buyer and filter. */
export function createCartList(maxKept = MAX_KEPT) {
  const kept = new RecentMap<string, Kept>(maxKept);
  return async function cartListBody(
    db: Db,
    userId: number,
    filter: number,
    serialize: CartListSerializer,
    now = new Date(),
  ): Promise<string> {
    const key = `${userId}:${filter}`;
    const t = now.getTime();
    const mine = kept.take(key);
    const usable = mine && t >= mine.builtAt && t < mine.validUntil ? mine : undefined;
    const { hash, snapshot } = await loadSnapshotUnless(db, userId, {}, now, usable?.hash ?? '');
    if (!snapshot && usable) return usable.body;
    if (!snapshot) throw new Error('cart snapshot withheld without a kept answer');
    const { cart, ctx } = priceSnapshot(snapshot, {}, now);
    const body = serialize(cartState(cart, ctx, filter, now));
    kept.put(key, { hash, builtAt: t, validUntil: nextClockChange(snapshot, t), body });
    return body;
  };
}
