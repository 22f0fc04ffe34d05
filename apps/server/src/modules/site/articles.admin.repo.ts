/** SQL of 帮助与资讯 in the back office: groups with their article counts, articles, their writes. */
import { sql } from 'drizzle-orm';
import type { AdminArticleCategoryInputSchema, AdminArticleQuerySchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export const articleCategoryRows = (db: Db) =>
  queryRows<{
    id: number;
    parent_id: number | null;
    code: string;
    name: string;
    sort: number;
    article_count: number;
  }>(
    db,
    sql`SELECT c.id, c.parent_id, c.code, c.name, c.sort,
          -- A group holds its articles through its sub-groups (the help centre, category 3, through
          -- its groups' sections): count the whole subtree, or a group shows (0).
          (WITH RECURSIVE sub(id) AS (SELECT c.id UNION ALL
              SELECT ac.id FROM article_categories ac JOIN sub ON ac.parent_id = sub.id)
            SELECT count(*)::int FROM articles a WHERE a.category_id IN (SELECT id FROM sub)) AS article_count
        FROM article_categories c ORDER BY c.parent_id NULLS FIRST, c.sort DESC, c.id`,
  );

export const writeArticleCategory = (
  tx: Tx,
  id: number | null,
  c: z.output<typeof AdminArticleCategoryInputSchema>,
) =>
  id === null
    ? queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO article_categories (parent_id, code, name, sort)
            VALUES (${c.parent_id ?? null}, ${c.code}, ${c.name}, ${c.sort}) RETURNING id`,
      )
    : queryRows<{ id: number }>(
        tx,
        sql`UPDATE article_categories SET parent_id = ${c.parent_id ?? null}, code = ${c.code}, name = ${c.name},
              sort = ${c.sort} WHERE id = ${id} RETURNING id`,
      );

/** One page of articles (newest first) and the count, by group and title keyword. */
export async function articlePage(db: Db, q: z.output<typeof AdminArticleQuerySchema>) {
  const like = `%${q.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const where = sql.join(
    [
      q.category_id === undefined ? sql`TRUE` : sql`a.category_id = ${q.category_id}`,
      q.keyword ? sql`a.title LIKE ${like}` : sql`TRUE`,
    ],
    sql` AND `,
  );
  const [list, total] = await Promise.all([
    queryRows<{
      id: number;
      category_id: number;
      category: string;
      code: string;
      title: string;
      created_at: string;
    }>(
      db,
      sql`SELECT a.id, a.category_id, c.name AS category, a.code, a.title,
            to_char(a.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS created_at
          FROM articles a JOIN article_categories c ON c.id = a.category_id WHERE ${where}
          ORDER BY a.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM articles a WHERE ${where}`),
  ]);
  return { list, total: total[0]?.n ?? 0 };
}

export async function articleRow(db: Db, id: number) {
  const [row] = await queryRows<{
    id: number;
    category_id: number;
    category: string;
    code: string;
    title: string;
    content: string;
    created_at: string;
  }>(
    db,
    sql`SELECT a.id, a.category_id, c.name AS category, a.code, a.title, a.content,
          to_char(a.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS created_at
        FROM articles a JOIN article_categories c ON c.id = a.category_id WHERE a.id = ${id}`,
  );
  return row;
}

export async function articleCategoryExists(db: Db, id: number): Promise<boolean> {
  const [cat] = await queryRows<{ id: number }>(db, sql`SELECT id FROM article_categories WHERE id = ${id}`);
  return cat !== undefined;
}

/** `content` is the sanitised HTML. */
export const writeArticle = (
  tx: Tx,
  id: number | null,
  a: { category_id: number; code: string; title: string },
  content: string,
) =>
  id === null
    ? queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO articles (category_id, code, title, content) VALUES (${a.category_id}, ${a.code}, ${a.title}, ${content}) RETURNING id`,
      )
    : queryRows<{ id: number }>(
        tx,
        sql`UPDATE articles SET category_id = ${a.category_id}, code = ${a.code}, title = ${a.title}, content = ${content}
             WHERE id = ${id} RETURNING id`,
      );

export const removeArticle = (tx: Tx, id: number) =>
  queryRows<{ id: number }>(tx, sql`DELETE FROM articles WHERE id = ${id} RETURNING id`);
