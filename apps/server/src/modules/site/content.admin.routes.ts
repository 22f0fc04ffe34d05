import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAdInputSchema,
  AdminAdListSchema,
  AdminAdQuerySchema,
  AdminArticleCategoryInputSchema,
  AdminArticleCategoryListSchema,
  AdminArticleInputSchema,
  AdminArticlePageSchema,
  AdminArticleQuerySchema,
  AdminArticleSchema,
  AdminNavInputSchema,
  AdminNavListSchema,
  AdminSettingsInputSchema,
  AdminSettingsSchema,
  AdminWriteResultSchema,
  AdminIdParamsSchema,
  adminEnvelope,
} from '@shop/shared';
import { actorOf } from '../../plugins/admin-context';
import { ok } from '../../lib/reply';
import { deleteAd, deleteNav, listAds, listNav, saveAd, saveNav } from './content.admin.service';
import {
  deleteArticle,
  getArticle,
  listArticleCategories,
  listArticles,
  saveArticle,
  saveArticleCategory,
} from './articles.admin.service';
import { getSettings, saveSettings } from './settings.admin.service';

/** 内容管理: 广告位、导航、帮助与资讯、通用配置. */
export const contentAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const edit = { permission: 'content.edit' } as const;
  const written = { 200: adminEnvelope(AdminWriteResultSchema) };
  const idParams = AdminIdParamsSchema;
  const envPrices = app.deps.config.PRICES_REQUIRE_LOGIN;

  app.get(
    '/admin/content/ads',
    {
      config: edit,
      schema: { querystring: AdminAdQuerySchema, response: { 200: adminEnvelope(AdminAdListSchema) } },
    },
    async (request) => ok(await listAds(db, request.query.position)),
  );
  app.post(
    '/admin/content/ads',
    { config: edit, schema: { body: AdminAdInputSchema, response: written } },
    async (request) => ok(await saveAd(db, actorOf(request), null, request.body), '广告已保存'),
  );
  app.put(
    '/admin/content/ads/:id',
    { config: edit, schema: { params: idParams, body: AdminAdInputSchema, response: written } },
    async (request) => ok(await saveAd(db, actorOf(request), request.params.id, request.body), '广告已保存'),
  );
  app.delete(
    '/admin/content/ads/:id',
    { config: edit, schema: { params: idParams, response: written } },
    async (request) => ok(await deleteAd(db, actorOf(request), request.params.id), '广告已删除'),
  );

  app.get(
    '/admin/content/nav',
    { config: edit, schema: { response: { 200: adminEnvelope(AdminNavListSchema) } } },
    async () => ok(await listNav(db)),
  );
  app.post(
    '/admin/content/nav',
    { config: edit, schema: { body: AdminNavInputSchema, response: written } },
    async (request) => ok(await saveNav(db, actorOf(request), null, request.body), '导航已保存'),
  );
  app.put(
    '/admin/content/nav/:id',
    { config: edit, schema: { params: idParams, body: AdminNavInputSchema, response: written } },
    async (request) => ok(await saveNav(db, actorOf(request), request.params.id, request.body), '导航已保存'),
  );
  app.delete(
    '/admin/content/nav/:id',
    { config: edit, schema: { params: idParams, response: written } },
    async (request) => ok(await deleteNav(db, actorOf(request), request.params.id), '导航已删除'),
  );

  app.get(
    '/admin/content/article-groups',
    { config: edit, schema: { response: { 200: adminEnvelope(AdminArticleCategoryListSchema) } } },
    async () => ok(await listArticleCategories(db)),
  );
  app.post(
    '/admin/content/article-groups',
    { config: edit, schema: { body: AdminArticleCategoryInputSchema, response: written } },
    async (request) => ok(await saveArticleCategory(db, actorOf(request), null, request.body), '分组已保存'),
  );
  app.put(
    '/admin/content/article-groups/:id',
    { config: edit, schema: { params: idParams, body: AdminArticleCategoryInputSchema, response: written } },
    async (request) =>
      ok(await saveArticleCategory(db, actorOf(request), request.params.id, request.body), '分组已保存'),
  );

  app.get(
    '/admin/content/articles',
    {
      config: edit,
      schema: {
        querystring: AdminArticleQuerySchema,
        response: { 200: adminEnvelope(AdminArticlePageSchema) },
      },
    },
    async (request) => ok(await listArticles(db, request.query)),
  );
  app.get(
    '/admin/content/articles/:id',
    { config: edit, schema: { params: idParams, response: { 200: adminEnvelope(AdminArticleSchema) } } },
    async (request) => ok(await getArticle(db, request.params.id)),
  );
  app.post(
    '/admin/content/articles',
    { config: edit, schema: { body: AdminArticleInputSchema, response: written } },
    async (request) => ok(await saveArticle(db, actorOf(request), null, request.body), '文章已发布'),
  );
  app.put(
    '/admin/content/articles/:id',
    { config: edit, schema: { params: idParams, body: AdminArticleInputSchema, response: written } },
    async (request) =>
      ok(await saveArticle(db, actorOf(request), request.params.id, request.body), '文章已保存'),
  );
  app.delete(
    '/admin/content/articles/:id',
    { config: edit, schema: { params: idParams, response: written } },
    async (request) => ok(await deleteArticle(db, actorOf(request), request.params.id), '文章已删除'),
  );

  app.get(
    '/admin/content/settings',
    { config: edit, schema: { response: { 200: adminEnvelope(AdminSettingsSchema) } } },
    async () => ok(await getSettings(db, envPrices)),
  );
  app.put(
    '/admin/content/settings',
    { config: edit, schema: { body: AdminSettingsInputSchema, response: written } },
    async (request) => ok(await saveSettings(db, actorOf(request), request.body, envPrices), '配置已保存'),
  );
  return Promise.resolve();
};
