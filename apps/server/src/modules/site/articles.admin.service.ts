/** 帮助与资讯: help groups (with their sub-groups) and articles, whose HTML is sanitised on the way in. */
import type {
  AdminArticleCategoryInputSchema,
  AdminArticleInputSchema,
  AdminArticleQuerySchema,
} from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../audit/audit';
import { notFound, refused } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import {
  articleCategoryExists,
  articleCategoryRows,
  articlePage,
  articleRow,
  removeArticle,
  writeArticle,
  writeArticleCategory,
} from './articles.admin.repo';
import { auditedWrite } from './content.admin.write';

export const listArticleCategories = (db: Db) => articleCategoryRows(db);

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
    (tx) => writeArticleCategory(tx, id, c),
    `${id === null ? '新建' : '修改'}帮助/资讯分组「${c.name}」`,
    c,
  );

export async function listArticles(db: Db, q: z.output<typeof AdminArticleQuerySchema>) {
  const { list, total } = await articlePage(db, q);
  return { list, total, page: q.page, page_size: q.page_size };
}

export async function getArticle(db: Db, id: number) {
  const row = await articleRow(db, id);
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
  if (!(await articleCategoryExists(db, a.category_id))) throw notFound('分组不存在');
  return auditedWrite(
    db,
    actor,
    ARTICLE,
    id,
    (tx) => writeArticle(tx, id, a, content),
    `${id === null ? '发布' : '修改'}文章「${a.title}」`,
    { ...a, content },
  );
}
export const deleteArticle = (db: Db, actor: Actor, id: number) =>
  auditedWrite(db, actor, ARTICLE, id, (tx) => removeArticle(tx, id), `删除文章#${id}`, null);
