/** SQL of site_settings: the JSON settings the back office edits, one row per key. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { siteSettings } from '../../db/schema/index';

export const settingRows = (db: Db | Tx, keys: readonly string[]) =>
  db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));

/** The stored 「未登录隐藏价格」 value (undefined when never saved); the query starts at once. */
export const pricesRequireLoginSetting = (db: Db): Promise<unknown> =>
  db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, 'prices_require_login'))
    .then(([row]) => row?.value);

/** The same value as the settings form reads it. */
export async function pricesRequireLoginRow(db: Db) {
  const [p] = await queryRows<{ value: unknown }>(
    db,
    sql`SELECT value FROM site_settings WHERE key = 'prices_require_login'`,
  );
  return p;
}

export async function upsertSetting(tx: Tx, key: string, value: unknown) {
  await tx.execute(
    sql`INSERT INTO site_settings (key, value) VALUES (${key}, ${JSON.stringify(value)}::jsonb)
        ON CONFLICT (key) DO UPDATE SET value = CASE
          -- 'site' holds more than this form edits (GSP number, address, work time): merge, keep the rest.
          WHEN site_settings.key = 'site' AND jsonb_typeof(site_settings.value) = 'object'
            THEN site_settings.value || excluded.value
          ELSE excluded.value END`,
  );
}
