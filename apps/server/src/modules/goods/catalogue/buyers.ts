import type { EligibilityBuyer } from '@shop/shared';
import type { Db } from '../../../db/client';
import { buyerOf } from '../goods.repo';
import { catalogueCache } from './cache';
import type { CatalogueWatch } from './watch';
import { chinaDay } from '../../../lib/china-day';

/** Signed-in buyers an instance remembers; each entry is a few fields and a set of ids. */
const BUYERS = 10_000;

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
  const buyers = catalogueCache<EligibilityBuyer | null>(watch, BUYERS, 'buyers');
  return {
    buyer: (userId: number) => buyers.get(`${userId}|${chinaDay()}`, () => buyerOf(db, userId)),
  };
}
