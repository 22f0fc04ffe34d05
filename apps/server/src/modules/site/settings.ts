import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { settingRows } from './settings.repo';

/**
 * Settings are JSON edited in the back office; each field falls back on its own, so a missing or
 * mistyped entry blanks that field instead of failing the whole header or footer.
 */
const text = z.string().catch('');

export const siteInfoSchema = z
  .object({
    hot_line: text,
    qq1: text,
    qq2: text,
    icp: text,
    drug_info_license: text,
    drug_license: text,
    legal: text,
    company_name: text,
  })
  .catch({
    hot_line: '',
    qq1: '',
    qq2: '',
    icp: '',
    drug_info_license: '',
    drug_license: '',
    legal: '',
    company_name: '',
  });
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const qualityInspectionSchema = z.object({ url: text, msg: text }).catch({ url: '', msg: '' });
export type QualityInspection = z.infer<typeof qualityInspectionSchema>;

/** Hot searches may be stored as a plain list or as { list: [...] }; blanks are dropped. */
export const hotSearchesSchema = z
  .union([z.array(z.unknown()), z.object({ list: z.array(z.unknown()) }).transform((v) => v.list)])
  .transform((list) => list.filter((s): s is string => typeof s === 'string' && s.trim() !== ''))
  .catch([]);

/** Days after shipping within which an ephedrine order's 签收回执 must be uploaded. */
export const ephedrineReceiptSchema = z.object({ days: z.number().int().min(1).max(90) }).catch({ days: 15 });

/** 对公转账 window: days an order waiting for a bank transfer is kept before it is cancelled. */
export const transferWindowSchema = z.object({ days: z.number().int().min(1).max(30) }).catch({ days: 3 });

const schemas = {
  site: siteInfoSchema,
  transfer_window: transferWindowSchema,
  ephedrine_receipt: ephedrineReceiptSchema,
  quality_inspection: qualityInspectionSchema,
  hot_searches: hotSearchesSchema,
};
type SettingKey = keyof typeof schemas;
export type Settings<K extends SettingKey> = { [P in K]: z.infer<(typeof schemas)[P]> };

/** Reads several settings in one query, each parsed with its fallback. */
export async function readSettings<K extends SettingKey>(
  db: Db | Tx,
  keys: readonly K[],
): Promise<Settings<K>> {
  const rows = await settingRows(db, keys);
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const out = {} as Record<K, unknown>;
  for (const key of keys) out[key] = schemas[key].parse(byKey.get(key));
  return out as Settings<K>;
}
