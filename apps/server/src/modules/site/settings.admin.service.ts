/**
 * 通用配置: hotline, QQ, licence numbers, hot searches, quality-inspection link, PRICES_REQUIRE_LOGIN,
 * and the days an ephedrine order's signed receipt is due after shipping.
 */
import type { AdminSettingsInputSchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { audit, type Actor } from '../audit/audit';
import { forgetPriceVisibility } from './price-visibility';
import { readSettings } from './settings';
import { pricesRequireLoginRow, upsertSetting } from './settings.repo';

export async function getSettings(db: Db, envPricesRequireLogin: boolean) {
  const s = await readSettings(db, [
    'site',
    'hot_searches',
    'quality_inspection',
    'ephedrine_receipt',
    'transfer_window',
  ]);
  const p = await pricesRequireLoginRow(db);
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
    for (const [key, value] of values) await upsertSetting(tx, key, value);
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
