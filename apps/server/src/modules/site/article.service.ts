import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import {
  findArticle,
  findNeighbours,
  listArticleCategoryRows,
  listArticleTitles,
  pageArticles,
} from './article.repo';
import { HELP_CATEGORY_ID, type NewsType } from '@shop/shared';

/** The root that holds the news categories (hy, company); every other root is a help group. */
const NEWS_ROOT = 'news';
const SUMMARY_CHARS = 80;

type CategoryRow = Awaited<ReturnType<typeof listArticleCategoryRows>>[number];
const brief = (c: CategoryRow) => ({ id: c.id, name: c.name, code: c.code });

/** Plain text from the stored HTML paragraphs, for list summaries. */
const summaryOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SUMMARY_CHARS);

/** A category and everything under it: a group's list shows the articles of all its sections. */
function withDescendants(rows: readonly CategoryRow[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const r of rows) if (r.parentId === ids[i] && !ids.includes(r.id)) ids.push(r.id);
  }
  return ids;
}

/**
 * GET /api/article/category?category_id=3 (spec §7): the help groups under a category, each with
 * its sections (the footer shows the first 4). Without category_id: the help centre (category 3).
 * Each section carries the id of its first article so a footer link opens it without another lookup.
 */
export async function getHelpGroups(db: Db, categoryId: number = HELP_CATEGORY_ID) {
  const rows = await listArticleCategoryRows(db);
  if (!rows.some((r) => r.id === categoryId)) throw notFound('文章分类不存在');
  const groups = rows.filter((r) => r.parentId === categoryId);
  const sections = rows.filter((r) => groups.some((g) => g.id === r.parentId));
  const titles = await listArticleTitles(
    db,
    sections.map((s) => s.id),
  );
  return groups.map((g) => ({
    ...brief(g),
    children: sections
      .filter((s) => s.parentId === g.id)
      .map((s) => ({ ...brief(s), article_id: titles.find((t) => t.categoryId === s.id)?.id ?? null })),
  }));
}

export async function getArticle(db: Db, id: number) {
  const [article, rows] = await Promise.all([findArticle(db, id), listArticleCategoryRows(db)]);
  if (!article) throw notFound('文章不存在');
  const category = rows.find((r) => r.id === article.categoryId);
  const group = category?.parentId == null ? null : rows.find((r) => r.id === category.parentId);
  return {
    id: article.id,
    title: article.title,
    code: article.code,
    content: article.content,
    created_at: article.createdAt.toISOString(),
    category: category ? brief(category) : null,
    group: group ? brief(group) : null,
  };
}

/** Articles of a category (by id or code) and of its sections, newest first. */
export async function listArticles(
  db: Db,
  by: { category_id?: number | undefined; code?: string | undefined },
  page: number,
  pageSize: number,
) {
  const rows = await listArticleCategoryRows(db);
  const category = rows.find((r) =>
    by.category_id !== undefined ? r.id === by.category_id : r.code === by.code,
  );
  if (!category) throw notFound('文章分类不存在');
  const { list, total } = await pageArticles(db, withDescendants(rows, category.id), page, pageSize);
  return {
    category: brief(category),
    list: list.map((a) => ({
      id: a.id,
      title: a.title,
      code: a.code,
      summary: summaryOf(a.content),
      created_at: a.createdAt.toISOString(),
    })),
    total,
    page,
    page_size: pageSize,
  };
}

/** 行业资讯 (hy) or 公司动态 (company): the news sections are found by code, never by id. */
export async function listNews(db: Db, type: NewsType, page: number, pageSize: number) {
  const { category, ...rest } = await listArticles(db, { code: type }, page, pageSize);
  return { type, type_name: category.name, ...rest };
}

/** One news item with its neighbours; an article that is not news is not found here. */
export async function getNews(db: Db, id: number) {
  const [article, rows] = await Promise.all([findArticle(db, id), listArticleCategoryRows(db)]);
  const category = article && rows.find((r) => r.id === article.categoryId);
  const parent = category && rows.find((r) => r.id === category.parentId);
  if (!article || !category || parent?.code !== NEWS_ROOT) throw notFound('资讯不存在');
  const { prev, next } = await findNeighbours(db, article);
  return {
    id: article.id,
    title: article.title,
    content: article.content,
    created_at: article.createdAt.toISOString(),
    type: category.code,
    type_name: category.name,
    prev,
    next,
  };
}
