import type { EligibilityBuyer } from '@shop/shared';
import type { Db } from '../../../db/client';
import { buyerOf } from '../goods.repo';
import { MB, versionedCache, type CatalogueWatch } from '../../../lib/cache';
import { chinaDay } from '../../../lib/china-day';

/** Signed-in buyers an instance remembers (~10,000: each entry is a few fields), under the 'buyers' version. */
const BUYERS = { name: 'goods.buyers', maxBytes: 8 * MB, scope: 'buyers' } as const;

/**
 * Licences expire at midnight China time (user/licence.sql.ts): keying a buyer's eligibility by
 * that day makes the first read after midnight ask the database again.
 */

/**
 * Each buyer's eligibility, cached per buyer id under the 'buyers' version: any write to users,
 * companies or licences moves it on every instance. Keyed by user id, so one buyer's entry can
 * never answer for another. (Favourites are cached per buyer apart, favorite/favorite.cache.ts.)
 */
export function buyerReads(db: Db, watch: CatalogueWatch) {
  const buyers = versionedCache<EligibilityBuyer | null>(watch, BUYERS);
  return {
    buyer: (userId: number) => buyers.get(`${userId}|${chinaDay()}`, () => buyerOf(db, userId)),
  };
}
