/** Help centre and news calls of spec §7 (/article/category, /article/list, /article/:id, /news, /news/:id). */
import { z } from 'zod';
import { TimeSchema, blankToUndefined, idParam, intParam, optionalIdParam } from './common';

const CategoryBriefSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

/** A help group with its sections; each section names its first article so a link opens it directly. */
export const HelpGroupSchema = CategoryBriefSchema.extend({
  children: z.array(CategoryBriefSchema.extend({ article_id: z.number().int().nullable() })),
});
export const HelpGroupListSchema = z.array(HelpGroupSchema);
export type HelpGroup = z.infer<typeof HelpGroupSchema>;

/** Article bodies are paragraphs of HTML written in the back office. */
export const ArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string(),
  content: z.string(),
  created_at: TimeSchema,
  category: CategoryBriefSchema.nullable(),
  group: CategoryBriefSchema.nullable(),
});
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string(),
  summary: z.string(),
  created_at: TimeSchema,
});

export const NEWS_TYPES = ['hy', 'company'] as const;
export const NewsTypeSchema = z.enum(NEWS_TYPES);
export type NewsType = z.infer<typeof NewsTypeSchema>;

/** GET /api/article/list: the category asked for and its (and its sections') articles. */
export const ArticlePageSchema = z.object({
  category: CategoryBriefSchema,
  list: z.array(ArticleSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ArticlePage = z.infer<typeof ArticlePageSchema>;

export const NewsPageSchema = z.object({
  type: NewsTypeSchema,
  type_name: z.string(),
  list: z.array(ArticleSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type NewsPage = z.infer<typeof NewsPageSchema>;

const NeighbourSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();
export const NewsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  created_at: TimeSchema,
  type: z.string(),
  type_name: z.string(),
  prev: NeighbourSchema,
  next: NeighbourSchema,
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** Request schemas of the help and news calls; the server validates with these exact messages. */
const PageSchema = z.preprocess(blankToUndefined, intParam('页码不正确', 1, 10_000).default(1));

const pageSizeSchema = (fallback: number) =>
  z.preprocess(blankToUndefined, intParam('每页条数不能超过50', 1, 50).default(fallback));

export const ArticleCategoryQuerySchema = z.object({ category_id: optionalIdParam('文章分类不正确') });

export const ArticleIdParamsSchema = z.object({ id: idParam('文章编号不正确') });

export const ArticleListQuerySchema = z
  .object({
    category_id: optionalIdParam('文章分类不正确'),
    code: z.preprocess(
      blankToUndefined,
      z
        .string({ error: '文章分类不正确' })
        .regex(/^[A-Za-z0-9_-]{1,32}$/, '文章分类不正确')
        .optional(),
    ),
    page: PageSchema,
    page_size: pageSizeSchema(20),
  })
  .refine((q) => q.category_id !== undefined || q.code !== undefined, '请指定文章分类');

export const NewsQuerySchema = z.object({
  type: z.preprocess(blankToUndefined, z.enum(NEWS_TYPES, { error: '资讯类型不正确' }).default('hy')),
  page: PageSchema,
  page_size: pageSizeSchema(10),
});

export const NewsIdParamsSchema = z.object({ id: idParam('资讯编号不正确') });
