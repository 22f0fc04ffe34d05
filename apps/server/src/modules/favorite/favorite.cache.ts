import type { Db } from '../../db/client';
import { RecentMap } from '../../lib/recent-map';
import type { CatalogueWatch } from '../goods/catalogue/watch';
import { favoriteIds } from './favorite.repo';

/** Buyers whose favourites an instance remembers; each entry is a set of goods ids. */
const BUYERS = 10_000;

/**
 * Each buyer's favourites, loaded once and kept until that buyer's favourites change: the
 * favourite routes drop them here at once (favorite.routes.ts), and the favorites trigger's
 * NOTIFY 'favorites:<user id>' (catalogue/triggers.ts) drops them on every instance. Keyed by user
 * id, so one buyer's set never answers for another; nothing is kept while the listener is down.
 */
export function favoriteSets(db: Db, watch: CatalogueWatch) {
  const sets = new RecentMap<number, { seq: number; ids: Promise<Set<number>> }>(BUYERS);
  return async function isFavorite(userId: number, goodsId: number): Promise<boolean> {
    if (!watch.live()) return (await favoriteIds(db, userId)).has(goodsId);
    const hit = sets.take(userId);
    if (hit && !watch.favorites.changedSince([userId], hit.seq)) return (await hit.ids).has(goodsId);
    // The position is taken before the read, so a change landing during it is seen next time.
    const entry = { seq: watch.favorites.now(), ids: favoriteIds(db, userId) };
    sets.put(userId, entry);
    entry.ids.catch(() => {
      if (sets.peek(userId) === entry) sets.delete(userId);
    });
    return (await entry.ids).has(goodsId);
  };
}
