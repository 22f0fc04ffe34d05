/** Help centre and news calls of spec §7 (/article/category, /article/list, /article/:id, /news, /news/:id). */
import { z } from 'zod';
import { TimeSchema } from './common';

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
