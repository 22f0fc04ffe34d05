/** Back office: categories tree, manufacturers and brands (/api/admin/categories|manufacturers|brands). */
import { z } from 'zod';
import { adminText, adminRequiredText } from './admin-common';
import { idParam } from './common';
import { formInt } from './admin-forms';

export interface AdminCategoryNode {
  id: number;
  name: string;
  sort: number;
  goods_count: number;
  children: AdminCategoryNode[];
}
export const AdminCategoryNodeSchema: z.ZodType<AdminCategoryNode> = z
  .lazy(
    () =>
      z.object({
        id: z.number().int(),
        name: z.string(),
        sort: z.number().int(),
        goods_count: z.number().int(),
        children: z.array(AdminCategoryNodeSchema),
      }),
    // Named: a recursive schema is referenced as a component of the API document.
  )
  .meta({ id: 'AdminCategoryNode' });
export const AdminCategoryTreeSchema = z.array(AdminCategoryNodeSchema);

export const AdminCategoryInputSchema = z.object({
  name: adminRequiredText('分类名称', 20),
  parent_id: idParam('上级分类不正确').nullish(),
  sort: formInt('排序', 0, 100_000).default(0),
});

/** Drag to reorder: the new parent and the children's order under it. */
export const AdminCategoryMoveSchema = z.object({
  parent_id: idParam('上级分类不正确').nullable(),
  ordered_ids: z.array(idParam('分类编号不正确')).min(1, '请给出排序').max(500),
});

export const AdminManufacturerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  province: z.string(),
  goods_count: z.number().int(),
});
export const AdminManufacturerListSchema = z.object({
  list: z.array(AdminManufacturerSchema),
  total: z.number().int(),
});
export const AdminManufacturerQuerySchema = z.object({
  keyword: adminText('关键词', 50).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(50),
});
export const AdminManufacturerInputSchema = z.object({
  name: adminRequiredText('厂家全称', 60),
  short_name: adminRequiredText('厂家简称', 20),
  province: adminText('省份', 10).default(''),
});

export const AdminBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  manufacturer_id: z.number().int().nullable(),
  sort: z.number().int(),
});
export const AdminBrandListSchema = z.array(AdminBrandSchema);
export const AdminBrandInputSchema = z.object({
  name: adminRequiredText('品牌名称', 30),
  logo: adminText('品牌图标', 300).default(''),
  manufacturer_id: idParam('厂家编号不正确').nullish(),
  sort: formInt('排序', 0, 100_000).default(0),
});

/** Tags and their colours (spec §3), for the tag picker. */
export const AdminTagSchema = z.object({
  name: z.string(),
  color: z.string(),
  goods_count: z.number().int(),
});
export const AdminTagListSchema = z.array(AdminTagSchema);
