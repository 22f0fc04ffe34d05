/** 帮助与资讯: help groups (with their sub-groups) and articles, whose HTML is sanitised on the way in. */
import { sql } from 'drizzle-orm';
import type {
  AdminArticleCategoryInputSchema,
  AdminArticleInputSchema,
  AdminArticleQuerySchema,
} from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { Actor } from '../audit/audit';
import { notFound, refused } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { auditedWrite } from './content.admin.write';

export const listArticleCategories = (db: Db) =>
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

const GROUP = { table: 'article_categories', label: '分组', action: 'help_group' };
export const saveArticleCategory = (
  db: Db,
  actor: Actor,
  id: number | null,
  c: z.output<typeof AdminArticleCategoryInputSchema>,
) =>
  auditedWrite(
    db,
    actor,
    GROUP,
    id,
    (tx) =>
      id === null
        ? queryRows(
            tx,
            sql`INSERT INTO article_categories (parent_id, code, name, sort)
                VALUES (${c.parent_id ?? null}, ${c.code}, ${c.name}, ${c.sort}) RETURNING id`,
          )
        : queryRows(
            tx,
            sql`UPDATE article_categories SET parent_id = ${c.parent_id ?? null}, code = ${c.code}, name = ${c.name},
                  sort = ${c.sort} WHERE id = ${id} RETURNING id`,
          ),
    `${id === null ? '新建' : '修改'}帮助/资讯分组「${c.name}」`,
    c,
  );

export async function listArticles(db: Db, q: z.output<typeof AdminArticleQuerySchema>) {
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
  return { list, total: total[0]?.n ?? 0, page: q.page, page_size: q.page_size };
}

export async function getArticle(db: Db, id: number) {
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
  if (!row) throw notFound('文章不存在');
  return row;
}

const ARTICLE = { table: 'articles', label: '文章', action: 'article' };
/** The editor's HTML is sanitised here, once, before it is stored; the storefront renders it as is. */
export async function saveArticle(
  db: Db,
  actor: Actor,
  id: number | null,
  a: z.output<typeof AdminArticleInputSchema>,
) {
  const content = sanitizeRichText(a.content);
  if (content.replace(/<[^>]*>/g, '').trim() === '' && !content.includes('<img'))
    throw refused('正文不能为空');
  const [cat] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM article_categories WHERE id = ${a.category_id}`,
  );
  if (!cat) throw notFound('分组不存在');
  return auditedWrite(
    db,
    actor,
    ARTICLE,
    id,
    (tx) =>
      id === null
        ? queryRows(
            tx,
            sql`INSERT INTO articles (category_id, code, title, content) VALUES (${a.category_id}, ${a.code}, ${a.title}, ${content}) RETURNING id`,
          )
        : queryRows(
            tx,
            sql`UPDATE articles SET category_id = ${a.category_id}, code = ${a.code}, title = ${a.title}, content = ${content}
                 WHERE id = ${id} RETURNING id`,
          ),
    `${id === null ? '发布' : '修改'}文章「${a.title}」`,
    { ...a, content },
  );
}
export const deleteArticle = (db: Db, actor: Actor, id: number) =>
  auditedWrite(
    db,
    actor,
    ARTICLE,
    id,
    (tx) => queryRows(tx, sql`DELETE FROM articles WHERE id = ${id} RETURNING id`),
    `删除文章#${id}`,
    null,
  );
