/**
 * GET /api/cart/list: the whole cart priced once; the filter narrows what is listed, not the totals.
 *
 * A buyer's list is rebuilt only when something it was built from changed, and is sent again
 * otherwise, by one of two checks:
 * - Quick (the catalogue listener is up): nothing the list read has moved as this instance hears it
 *   (the catalogue, buyers and promotions scopes, the stock of the cart's goods: the same NOTIFY
 *   rule as every goods page) and the buyer's cart lines are as they were. The lines are read each
 *   call (one md5 of a few rows, cartLinesFingerprint): they are what the buyer changes all day,
 *   on whichever instance, and their writes send no NOTIFY.
 * - Full, otherwise: the whole pricing read runs, but PostgreSQL answers with an md5 of what it read
 *   and sends the rows only when that differs from the hash the kept answer was built from
 *   (cart.snapshot.ts loadSnapshotUnless).
 * Neither sees the clock: the engine compares `now` with promotion windows, the page with 近效期
 * dates, and the read with China's day (licence expiry, 特价 daily limits), so a kept answer also
 * expires at the first such instant after it was built.
 */
import type { Db } from '../../db/client';
import { createCache, MB } from '../../lib/cache';
import { heardNow, nextClockChange, quietSince, type CartWatch, type Heard } from './cart.heard';
import { priceSnapshot } from './cart.pricing';
import { cartLinesFingerprint, loadSnapshotUnless } from './cart.snapshot';
import { cartState, type CartState } from './cart.view';

interface Kept {
  hash: string;
  lines: string;
  /** Null when read while the listener was down: only the full check may reuse it. */
  heard: Heard | null;
  goodsIds: number[];
  builtAt: number;
  /** The first instant after builtAt at which the same rows could price or filter differently. */
  validUntil: number;
  answer: KeptBody;
}

/**
 * A serialised answer, the same object for as long as it is resent: the compression hook keys the
 * bytes it compressed once by it (plugins/compression.ts).
 */
export type KeptBody = Readonly<{ text: string }>;

/**
 * Kept answers per process (about 65 KB each for a 50-line cart, plus ~10 KB per encoding a browser
 * asked for, ~1,000 carts); the least recently used go first.
 */
const KEPT = {
  name: 'cart.lists',
  maxBytes: 64 * MB,
  sizeOf: (k: Kept) => 2 * k.answer.text.length + 10_000,
};

export type CartListSerializer = (state: CartState) => string;

/** One per app: the serialised answers it keeps, keyed by buyer and filter. */
export function createCartList(watch: CartWatch | null) {
  const kept = createCache<string, Kept>(KEPT);
  return async function cartListBody(
    db: Db,
    userId: number,
    filter: number,
    serialize: CartListSerializer,
    now = new Date(),
  ): Promise<KeptBody> {
    const key = `${userId}:${filter}`;
    const t = now.getTime();
    const mine = kept.get(key);
    const usable = mine && t >= mine.builtAt && t < mine.validUntil ? mine : undefined;
    if (usable && watch && quietSince(watch, usable.heard, usable.goodsIds)) {
      if ((await cartLinesFingerprint(db, userId)) === usable.lines) return usable.answer;
    }
    // Taken before the read, so a change landing during it is seen next time.
    const heard = watch ? heardNow(watch) : null;
    const { hash, lines, nextStart, snapshot } = await loadSnapshotUnless(
      db,
      userId,
      {},
      now,
      usable?.hash ?? '',
    );
    if (!snapshot && usable) {
      // The same rows, but a promotion added since may start before the answer would have ended.
      const validUntil = Math.min(usable.validUntil, nextStart ?? Infinity);
      kept.set(key, { ...usable, lines, heard, validUntil });
      return usable.answer;
    }
    if (!snapshot) throw new Error('cart snapshot withheld without a kept answer');
    const { cart, ctx } = priceSnapshot(snapshot, {}, now);
    const answer = Object.freeze({ text: serialize(cartState(cart, ctx, filter, now)) });
    const goodsIds = snapshot.goods.map((g) => g.id);
    kept.set(key, {
      hash,
      lines,
      heard,
      goodsIds,
      builtAt: t,
      validUntil: nextClockChange(snapshot, t, nextStart),
      answer,
    });
    return answer;
  };
}
