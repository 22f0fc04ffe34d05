/** 常用筛选: an operator's named filter sets of a queue table (/api/admin/saved-filters). */
import { z } from 'zod';
import { adminRequiredText } from './admin-common';

/** The queue tables whose filters an operator may save. */
export const SAVED_FILTER_TABLES = [
  'orders',
  'buyers',
  'feedback',
  'wanted',
  'aftersales',
  'vouchers',
] as const;
export type SavedFilterTable = (typeof SAVED_FILTER_TABLES)[number];
const TableSchema = z.enum(SAVED_FILTER_TABLES, { error: '筛选所属的列表不正确' });

/** One search-form value: text, a number, a flag, or a pair such as a date range. */
const FilterValueSchema = z.union(
  [
    z.string().max(100, '筛选条件过长'),
    z.number(),
    z.boolean(),
    z.array(z.string().max(40, '筛选条件过长')).max(2, '筛选条件不正确'),
  ],
  { error: '筛选条件不正确' },
);
export const SavedFilterValuesSchema = z
  .record(z.string().regex(/^[a-z_]{1,40}$/, '筛选条件不正确'), FilterValueSchema, {
    error: '筛选条件不正确',
  })
  .refine((f) => Object.keys(f).length <= 20, '筛选条件过多')
  .refine((f) => Object.keys(f).length > 0, '请先设置筛选条件再保存');
export type SavedFilterValues = z.infer<typeof SavedFilterValuesSchema>;

export const SavedFilterQuerySchema = z.object({ table: TableSchema });
export const SavedFilterBodySchema = z.object({
  table: TableSchema,
  name: adminRequiredText('方案名称', 20, false),
  filters: SavedFilterValuesSchema,
});
export type SavedFilterBody = z.infer<typeof SavedFilterBodySchema>;

export const SavedFilterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type SavedFilter = z.infer<typeof SavedFilterSchema>;
export const SavedFilterListSchema = z.array(SavedFilterSchema);

/** How many named filter sets one operator keeps per table. */
export const SAVED_FILTER_CAP = 20;
