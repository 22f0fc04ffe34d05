import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleCategories, articles } from '../../db/schema/index';

/** Larger sort first, like every back-office list. The category table is a few dozen rows edited in the back office; callers walk it in memory. */
export const listArticleCategoryRows = (db: Db) =>
  db.select().from(articleCategories).orderBy(desc(articleCategories.sort), asc(articleCategories.id));

/** Titles (no bodies) of the articles of some categories, in display order. */
export const listArticleTitles = (db: Db, categoryIds: readonly number[]) =>
  categoryIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: articles.id,
          categoryId: articles.categoryId,
          title: articles.title,
          code: articles.code,
        })
        .from(articles)
        .where(inArray(articles.categoryId, [...categoryIds]))
        .orderBy(asc(articles.id));

export async function findArticle(db: Db, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return row ?? null;
}

/** One page of a category, newest first (news) with the total for the pager. */
export async function pageArticles(db: Db, categoryIds: readonly number[], page: number, pageSize: number) {
  if (categoryIds.length === 0) return { list: [], total: 0 };
  const where = inArray(articles.categoryId, [...categoryIds]);
  const [list, [totals]] = await Promise.all([
    db
      .select({
        id: articles.id,
        categoryId: articles.categoryId,
        title: articles.title,
        code: articles.code,
        content: articles.content,
        createdAt: articles.createdAt,
      })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { list, total: Number(totals?.total ?? 0) };
}

/**
 * The neighbours of a news item in its category, in the list's newest-first order: prev is the
 * next newer item, next the next older one. (created_at, id) makes equal timestamps deterministic.
 */
export async function findNeighbours(db: Db, item: { id: number; categoryId: number; createdAt: Date }) {
  const pick = { id: articles.id, title: articles.title };
  const key = sql`(${articles.createdAt}, ${articles.id})`;
  const here = sql`(${item.createdAt.toISOString()}::timestamptz, ${item.id}::int)`;
  const [[prev], [next]] = await Promise.all([
    db
      .select(pick)
      .from(articles)
      .where(and(eq(articles.categoryId, item.categoryId), sql`${key} > ${here}`))
      .orderBy(asc(articles.createdAt), asc(articles.id))
      .limit(1),
    db
      .select(pick)
      .from(articles)
      .where(and(eq(articles.categoryId, item.categoryId), sql`${key} < ${here}`))
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}
