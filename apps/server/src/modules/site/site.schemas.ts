import { z } from 'zod';
import { blankToUndefined, idParam, intParam, optionalIdParam } from '@shop/shared';

export const idSchema = idParam;
export const optionalId = optionalIdParam;

export const pageSchema = z.preprocess(blankToUndefined, intParam('页码不正确', 1, 10_000).default(1));

export const pageSizeSchema = (fallback: number) =>
  z.preprocess(blankToUndefined, intParam('每页条数不能超过50', 1, 50).default(fallback));

/** Slot names are short identifiers (focus, top, kxzq, new_kxzq); anything else cannot be a slot. */
export const focusParams = z.object({
  position: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, '广告位不存在'),
});

export const articleCategoryQuery = z.object({ category_id: optionalId('文章分类不正确') });

export const articleIdParams = z.object({ id: idSchema('文章编号不正确') });

export const articleListQuery = z
  .object({
    category_id: optionalId('文章分类不正确'),
    code: z.preprocess(
      blankToUndefined,
      z
        .string({ error: '文章分类不正确' })
        .regex(/^[A-Za-z0-9_-]{1,32}$/, '文章分类不正确')
        .optional(),
    ),
    page: pageSchema,
    page_size: pageSizeSchema(20),
  })
  .refine((q) => q.category_id !== undefined || q.code !== undefined, '请指定文章分类');

export const NEWS_TYPES = ['hy', 'company'] as const;
export const newsQuery = z.object({
  type: z.preprocess(blankToUndefined, z.enum(NEWS_TYPES, { error: '资讯类型不正确' }).default('hy')),
  page: pageSchema,
  page_size: pageSizeSchema(10),
});

export const newsIdParams = z.object({ id: idSchema('资讯编号不正确') });
