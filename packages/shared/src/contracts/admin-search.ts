import { z } from 'zod';
import { AdminPageQuerySchema, adminPage, adminRequiredText, adminText } from './admin-common';
import { idParam } from './common';

/**
 * 搜索词典 (issue 34): indication words and synonyms the storefront search understands, and the
 * zero-result report of what buyers searched and did not find.
 */
export const SEARCH_WORD_KINDS = ['indication', 'synonym'] as const;
export const SEARCH_WORD_KIND_LABELS: Record<(typeof SEARCH_WORD_KINDS)[number], string> = {
  indication: '适应症/类别词',
  synonym: '同义词/俗名',
};

export const AdminSearchWordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SEARCH_WORD_KINDS),
  word: z.string(),
  aliases: z.array(z.string()),
  category_ids: z.array(z.number().int()),
  category_names: z.array(z.string()),
  generic_names: z.array(z.string()),
  indication_terms: z.array(z.string()),
  enabled: z.boolean(),
  note: z.string(),
  updated_at: z.string(),
});
export type AdminSearchWord = z.infer<typeof AdminSearchWordSchema>;
export const AdminSearchWordListSchema = z.array(AdminSearchWordSchema);

/** A list of short words: trimmed, lower-cased (keywords are), blanks and repeats dropped. */
const words = (label: string, max: number) =>
  z
    .array(adminText(label, 30, false), { error: `${label}格式不正确` })
    .max(max, `${label}最多${max}个`)
    .default([])
    .transform((list) => [...new Set(list.map((w) => w.toLowerCase()).filter((w) => w !== ''))]);

export const AdminSearchWordInputSchema = z
  .object({
    kind: z.enum(SEARCH_WORD_KINDS, { error: '请选择词条类型' }),
    word: adminRequiredText('词条', 20, false).transform((w) => w.toLowerCase()),
    aliases: words('别称', 30),
    category_ids: z
      .array(idParam('分类编号不正确'), { error: '分类格式不正确' })
      .max(20, '分类最多20个')
      .default([]),
    generic_names: words('通用名', 40),
    indication_terms: words('适应症关键词', 20),
    enabled: z.boolean({ error: '请选择是否启用' }).default(true),
    note: adminText('备注', 200).default(''),
  })
  .refine((w) => w.category_ids.length + w.generic_names.length + w.indication_terms.length > 0, {
    message: '请至少填写一个分类、通用名或适应症关键词',
    path: ['generic_names'],
  });

export const AdminZeroResultQuerySchema = AdminPageQuerySchema.extend({
  days: z.coerce
    .number({ error: '天数不正确' })
    .int('天数不正确')
    .min(1, '天数不正确')
    .max(365, '天数不正确')
    .default(30),
  /** At most this many goods found counts as "little" (0 = nothing found only). */
  max_results: z.coerce
    .number({ error: '结果数不正确' })
    .int('结果数不正确')
    .min(0)
    .max(20, '结果数最多20')
    .default(3),
});

export const AdminZeroResultRowSchema = z.object({
  keyword: z.string(),
  searches: z.number().int(),
  /** Fewest goods any of these searches found. */
  results: z.number().int(),
  buyers: z.array(z.object({ user_id: z.number().int(), name: z.string(), company: z.string() })),
  last_at: z.string(),
});
export const AdminZeroResultPageSchema = adminPage(AdminZeroResultRowSchema);

/** 缺货登记 from the report: the wanted variety on behalf of a buyer who searched for it. */
export const AdminWantedFromSearchSchema = z.object({
  keyword: adminRequiredText('品种名称', 60, false),
  user_id: idParam('客户编号不正确'),
  quantity: z.coerce
    .number({ error: '请填写数量' })
    .int('数量须为整数')
    .min(1, '数量至少为1')
    .max(100_000, '数量过大')
    .default(1),
  remark: adminText('备注', 200).default(''),
});
