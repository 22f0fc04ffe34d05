import type { Db } from '../../db/client';
import { createCache } from '../../lib/cache';
import { pricesRequireLoginSetting } from './settings.repo';

/** How long an instance trusts its reading of the back office's 「未登录隐藏价格」 switch. */
const TTL_MS = 10_000;
/** One entry per database (one in production; test apps each have their own). */
const cache = createCache<Db, { at: number; value: Promise<boolean | null> }>({
  name: 'site.price-visibility',
  maxBytes: 64 * 1024,
  sizeOf: () => 64,
});

/**
 * PRICES_REQUIRE_LOGIN as the back office last set it (site_settings 'prices_require_login');
 * the environment variable is the default until an operator saves the common config.
 */
export async function pricesRequireLogin(db: Db, envDefault: boolean): Promise<boolean> {
  const hit = cache.get(db, (e) => Date.now() - e.at < TTL_MS);
  if (hit) return (await hit.value) ?? envDefault;
  const value = pricesRequireLoginSetting(db).then((v) => (typeof v === 'boolean' ? v : null));
  const entry = { at: Date.now(), value };
  cache.set(db, entry);
  value.catch(() => {
    if (cache.peek(db) === entry) cache.delete(db);
  });
  return (await value) ?? envDefault;
}

/** After the operator saves, this instance shows the new setting at once. */
export const forgetPriceVisibility = (db: Db) => cache.delete(db);
