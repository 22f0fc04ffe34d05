/**
 * 通用配置: hotline, QQ, licence numbers, hot searches, quality-inspection link, PRICES_REQUIRE_LOGIN,
 * and the days an ephedrine order's signed receipt is due after shipping.
 */
import { sql } from 'drizzle-orm';
import type { AdminSettingsInputSchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { audit, type Actor } from '../audit/audit';
import { forgetPriceVisibility } from './price-visibility';
import { readSettings } from './settings';

export async function getSettings(db: Db, envPricesRequireLogin: boolean) {
  const s = await readSettings(db, [
    'site',
    'hot_searches',
    'quality_inspection',
    'ephedrine_receipt',
    'transfer_window',
  ]);
  const [p] = await queryRows<{ value: unknown }>(
    db,
    sql`SELECT value FROM site_settings WHERE key = 'prices_require_login'`,
  );
  return {
    ...s.site,
    hot_searches: s.hot_searches,
    quality_inspection_url: s.quality_inspection.url,
    quality_inspection_msg: s.quality_inspection.msg,
    prices_require_login: typeof p?.value === 'boolean' ? p.value : envPricesRequireLogin,
    ephedrine_receipt_days: s.ephedrine_receipt.days,
    transfer_window_days: s.transfer_window.days,
  };
}

export async function saveSettings(
  db: Db,
  actor: Actor,
  input: z.output<typeof AdminSettingsInputSchema>,
  env: boolean,
) {
  const before = await getSettings(db, env);
  const {
    hot_searches,
    quality_inspection_url,
    quality_inspection_msg,
    prices_require_login,
    ephedrine_receipt_days,
    transfer_window_days,
    ...site
  } = input;
  const values: [string, unknown][] = [
    ['site', site],
    ['hot_searches', hot_searches],
    ['quality_inspection', { url: quality_inspection_url, msg: quality_inspection_msg }],
    ['prices_require_login', prices_require_login],
    ['ephedrine_receipt', { days: ephedrine_receipt_days }],
    ['transfer_window', { days: transfer_window_days }],
  ];
  await db.transaction(async (tx) => {
    for (const [key, value] of values)
      await tx.execute(
        sql`INSERT INTO site_settings (key, value) VALUES (${key}, ${JSON.stringify(value)}::jsonb)
            ON CONFLICT (key) DO UPDATE SET value = CASE
              -- 'site' holds more than this form edits (GSP number, address, work time): merge, keep the rest.
              WHEN site_settings.key = 'site' AND jsonb_typeof(site_settings.value) = 'object'
                THEN site_settings.value || excluded.value
              ELSE excluded.value END`,
      );
    await audit(tx, actor, {
      action: 'settings.edit',
      targetType: 'site_settings',
      targetId: 'common',
      summary: '修改通用配置（热线、QQ、证照、热搜、价格显示、回执期限）',
      before,
      after: input,
    });
  });
  forgetPriceVisibility(db);
  return { id: 1 };
}
