import type { Db } from '../../db/client';
import { createCache, MB, type CatalogueWatch } from '../../lib/cache';
import { favoriteIds } from './favorite.repo';

/** Buyers whose favourites an instance remembers (~10,000); each entry is a set of goods ids. */
const BUYERS = { name: 'favorite.sets', maxBytes: 4 * MB };

interface Entry {
  seq: number;
  ids: Promise<Set<number>>;
  /** 0 until the set has loaded. */
  bytes: number;
}

/**
 * Each buyer's favourites, loaded once and kept until that buyer's favourites change: the
 * favourite routes drop them here at once (favorite.routes.ts), and the favorites trigger's
 * NOTIFY 'favorites:<user id>' (catalogue/triggers.ts) drops them on every instance. Keyed by user
 * id, so one buyer's set never answers for another; nothing is kept while the listener is down.
 */
export function favoriteSets(db: Db, watch: CatalogueWatch) {
  const sets = createCache<number, Entry>({ ...BUYERS, sizeOf: (e) => e.bytes || 64 });
  return async function isFavorite(userId: number, goodsId: number): Promise<boolean> {
    if (!watch.live()) {
      sets.bypass();
      return (await favoriteIds(db, userId)).has(goodsId);
    }
    const hit = sets.get(userId, (e) => !watch.favorites.changedSince([userId], e.seq));
    if (hit) return (await hit.ids).has(goodsId);
    // The position is taken before the read, so a change landing during it is seen next time.
    const entry: Entry = { seq: watch.favorites.now(), ids: favoriteIds(db, userId), bytes: 0 };
    sets.set(userId, entry);
    entry.ids.then(
      (ids) => {
        entry.bytes = 64 + 16 * ids.size;
        sets.resize(userId, entry);
      },
      () => {
        if (sets.peek(userId) === entry) sets.delete(userId);
      },
    );
    return (await entry.ids).has(goodsId);
  };
}
