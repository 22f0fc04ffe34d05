import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArticleCategoryQuerySchema,
  ArticleIdParamsSchema,
  ArticleListQuerySchema,
  ArticlePageSchema,
  ArticleSchema,
  envelopeSchema,
  HelpGroupListSchema,
  NewsIdParamsSchema,
  NewsItemSchema,
  NewsPageSchema,
  NewsQuerySchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { getArticle, getHelpGroups, getNews, listArticles, listNews } from './article.service';

/** Help centre and news: public content read from the article tables. */
// Registration is synchronous; the plugin contract wants a promise, not an async body without await.
export const articleRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;

  app.get(
    '/article/category',
    {
      schema: {
        querystring: ArticleCategoryQuerySchema,
        response: { 200: envelopeSchema(HelpGroupListSchema) },
      },
    },
    async (request) => ok(await getHelpGroups(db, request.query.category_id)),
  );

  app.get(
    '/article/list',
    { schema: { querystring: ArticleListQuerySchema, response: { 200: envelopeSchema(ArticlePageSchema) } } },
    async (request) => {
      const { page, page_size, ...by } = request.query;
      return ok(await listArticles(db, by, page, page_size));
    },
  );

  app.get(
    '/article/:id',
    { schema: { params: ArticleIdParamsSchema, response: { 200: envelopeSchema(ArticleSchema) } } },
    async (request) => ok(await getArticle(db, request.params.id)),
  );

  app.get(
    '/news',
    { schema: { querystring: NewsQuerySchema, response: { 200: envelopeSchema(NewsPageSchema) } } },
    async (request) => {
      const { type, page, page_size } = request.query;
      return ok(await listNews(db, type, page, page_size));
    },
  );

  app.get(
    '/news/:id',
    { schema: { params: NewsIdParamsSchema, response: { 200: envelopeSchema(NewsItemSchema) } } },
    async (request) => ok(await getNews(db, request.params.id)),
  );
  return Promise.resolve();
};
