import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

/** How long an instance trusts its reading of the back office's 「未登录隐藏价格」 switch. */
const TTL_MS = 10_000;
const cache = new WeakMap<Db, { at: number; value: Promise<boolean | null> }>();

/**
 * PRICES_REQUIRE_LOGIN as the back office last set it (site_settings 'prices_require_login');
 * the environment variable is the default until an operator saves the common config.
 */
export async function pricesRequireLogin(db: Db, envDefault: boolean): Promise<boolean> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return (await hit.value) ?? envDefault;
  const value = db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, 'prices_require_login'))
    .then(([row]) => (typeof row?.value === 'boolean' ? row.value : null));
  cache.set(db, { at: Date.now(), value });
  value.catch(() => cache.delete(db));
  return (await value) ?? envDefault;
}

/** After the operator saves, this instance shows the new setting at once. */
export const forgetPriceVisibility = (db: Db) => cache.delete(db);
