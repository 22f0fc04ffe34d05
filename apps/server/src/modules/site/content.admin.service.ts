/** 内容管理: ads by slot, nav (at most 9 at the top), help groups and articles, news, common config. */
import { sql } from 'drizzle-orm';
import { TOP_NAV_COUNT, NAV_LIMIT_MSG } from '@shop/shared';
import type {
  AdminAdInputSchema,
  AdminArticleCategoryInputSchema,
  AdminArticleInputSchema,
  AdminArticleQuerySchema,
  AdminNavInputSchema,
  AdminSettingsInputSchema,
} from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { audit, type Actor } from '../audit/audit';
import { notFound, refused } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { forgetPriceVisibility } from './price-visibility';
import { readSettings } from './settings';

type AdInput = z.output<typeof AdminAdInputSchema>;
type NavInput = z.output<typeof AdminNavInputSchema>;

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export async function listAds(db: Db, position: string) {
  const rows = await queryRows<{
    id: number;
    position: string;
    title: string;
    image: string;
    url: string;
    sort: number;
    starts_at: string | null;
    ends_at: string | null;
  }>(
    db,
    sql`SELECT id, position, title, image, url, sort, starts_at, ends_at FROM ads
         WHERE ${position ? sql`position = ${position}` : sql`TRUE`} ORDER BY position, sort DESC, id`,
  );
  const now = Date.now();
  const stateOf = (r: {
    starts_at: string | null;
    ends_at: string | null;
  }): 'live' | 'scheduled' | 'ended' => {
    if (r.ends_at && Date.parse(String(r.ends_at)) <= now) return 'ended';
    if (r.starts_at && Date.parse(String(r.starts_at)) > now) return 'scheduled';
    return 'live';
  };
  return rows.map((r) => ({ ...r, starts_at: iso(r.starts_at), ends_at: iso(r.ends_at), state: stateOf(r) }));
}

/** Insert (id null), update, or delete (input null) one row, with its audit record. */
async function write(
  db: Db,
  actor: Actor,
  what: { table: string; label: string; action: string },
  id: number | null,
  run: (tx: Tx) => Promise<{ id: number }[]>,
  summary: string,
  after: unknown,
) {
  return db.transaction(async (tx) => {
    const [row] = await run(tx);
    if (!row) throw notFound(`${what.label}不存在`);
    await audit(tx, actor, {
      action: `${what.action}.${id === null ? 'create' : after === null ? 'delete' : 'edit'}`,
      targetType: what.table,
      targetId: row.id,
      summary,
      after,
    });
    return { id: row.id };
  });
}

const AD = { table: 'ads', label: '广告', action: 'ad' };
export const saveAd = (db: Db, actor: Actor, id: number | null, a: AdInput) =>
  write(
    db,
    actor,
    AD,
    id,
    (tx) =>
      id === null
        ? queryRows(
            tx,
            sql`INSERT INTO ads (position, title, image, url, sort, starts_at, ends_at)
                VALUES (${a.position}, ${a.title}, ${a.image}, ${a.url}, ${a.sort}, ${a.starts_at}, ${a.ends_at}) RETURNING id`,
          )
        : queryRows(
            tx,
            sql`UPDATE ads SET position = ${a.position}, title = ${a.title}, image = ${a.image}, url = ${a.url},
                  sort = ${a.sort}, starts_at = ${a.starts_at}, ends_at = ${a.ends_at} WHERE id = ${id} RETURNING id`,
          ),
    `${id === null ? '新建' : '修改'}广告「${a.title || a.position}」`,
    a,
  );
export const deleteAd = (db: Db, actor: Actor, id: number) =>
  write(
    db,
    actor,
    AD,
    id,
    (tx) => queryRows(tx, sql`DELETE FROM ads WHERE id = ${id} RETURNING id`),
    `删除广告#${id}`,
    null,
  );

export const listNav = (db: Db) =>
  queryRows<{
    id: number;
    parent_id: number | null;
    name: string;
    url: string;
    image: string;
    is_open: boolean;
    sort: number;
  }>(
    db,
    sql`SELECT id, parent_id, name, url, image, is_open, sort FROM nav_items ORDER BY parent_id NULLS FIRST, sort DESC, id`,
  );

const NAV = { table: 'nav_items', label: '导航', action: 'nav' };
export async function saveNav(db: Db, actor: Actor, id: number | null, n: NavInput) {
  if ((n.parent_id ?? null) === null) {
    const [c] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM nav_items WHERE parent_id IS NULL AND id <> ${id ?? 0}`,
    );
    // Spec §9: the top nav shows 9 entries; a tenth would silently disappear from the header.
    if ((c?.n ?? 0) >= TOP_NAV_COUNT) throw refused(NAV_LIMIT_MSG);
  }
  return write(
    db,
    actor,
    NAV,
    id,
    (tx) =>
      id === null
        ? queryRows(
            tx,
            sql`INSERT INTO nav_items (parent_id, name, url, image, is_open, sort)
                VALUES (${n.parent_id ?? null}, ${n.name}, ${n.url}, ${n.image}, ${n.is_open}, ${n.sort}) RETURNING id`,
          )
        : queryRows(
            tx,
            sql`UPDATE nav_items SET parent_id = ${n.parent_id ?? null}, name = ${n.name}, url = ${n.url}, image = ${n.image},
                  is_open = ${n.is_open}, sort = ${n.sort} WHERE id = ${id} RETURNING id`,
          ),
    `${id === null ? '新建' : '修改'}导航「${n.name}」`,
    n,
  );
}
export const deleteNav = (db: Db, actor: Actor, id: number) =>
  write(
    db,
    actor,
    NAV,
    id,
    (tx) => queryRows(tx, sql`DELETE FROM nav_items WHERE id = ${id} OR parent_id = ${id} RETURNING id`),
    `删除导航#${id}`,
    null,
  );

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
          (SELECT count(*)::int FROM articles a WHERE a.category_id = c.id) AS article_count
        FROM article_categories c ORDER BY c.parent_id NULLS FIRST, c.sort DESC, c.id`,
  );

const GROUP = { table: 'article_categories', label: '分组', action: 'help_group' };
export const saveArticleCategory = (
  db: Db,
  actor: Actor,
  id: number | null,
  c: z.output<typeof AdminArticleCategoryInputSchema>,
) =>
  write(
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
  return write(
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
  write(
    db,
    actor,
    ARTICLE,
    id,
    (tx) => queryRows(tx, sql`DELETE FROM articles WHERE id = ${id} RETURNING id`),
    `删除文章#${id}`,
    null,
  );

export async function getSettings(db: Db, envPricesRequireLogin: boolean) {
  const s = await readSettings(db, ['site', 'hot_searches', 'quality_inspection']);
  const [p] = await queryRows<{ value: unknown }>(
    db,
    sql`SELECT value FROM site_settings WHERE key = 'prices_require_login'`,
  );
  return {
    ...s.site,
    hot_searches: s.hot_searches,
    quality_inspection_url: s.quality_inspection.url,
    quality_inspection_msg: s.quality_inspection.msg,
    prices_require_login: typeof p?.value === 'boolean' ? p.value : envPricesRequireLogin,
  };
}

export async function saveSettings(
  db: Db,
  actor: Actor,
  input: z.output<typeof AdminSettingsInputSchema>,
  env: boolean,
) {
  const before = await getSettings(db, env);
  const { hot_searches, quality_inspection_url, quality_inspection_msg, prices_require_login, ...site } =
    input;
  const values: [string, unknown][] = [
    ['site', site],
    ['hot_searches', hot_searches],
    ['quality_inspection', { url: quality_inspection_url, msg: quality_inspection_msg }],
    ['prices_require_login', prices_require_login],
  ];
  await db.transaction(async (tx) => {
    for (const [key, value] of values)
      await tx.execute(
        sql`INSERT INTO site_settings (key, value) VALUES (${key}, ${JSON.stringify(value)}::jsonb)
            ON CONFLICT (key) DO UPDATE SET value = CASE
              -- 'site' holds more than this form edits (GSP number, address, work time): merge, keep the rest.
              WHEN site_settings.key = 'site' AND jsonb_typeof(site_settings.value) = 'object'
                THEN site_settings.value || excluded.value
              ELSE excluded.value END`,
      );
    await audit(tx, actor, {
      action: 'settings.edit',
      targetType: 'site_settings',
      targetId: 'common',
      summary: '修改通用配置（热线、QQ、证照、热搜、价格显示）',
      before,
      after: input,
    });
  });
  forgetPriceVisibility(db);
  return { id: 1 };
}
