import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArticlePageSchema,
  ArticleSchema,
  envelopeSchema,
  HelpGroupListSchema,
  NewsItemSchema,
  NewsPageSchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { getArticle, getHelpGroups, getNews, listArticles, listNews } from './article.service';
import {
  articleCategoryQuery,
  articleIdParams,
  articleListQuery,
  newsIdParams,
  newsQuery,
} from './site.schemas';

/** Help centre and news: public content read from the article tables. */
// Registration is synchronous; the plugin contract wants a promise, not an async body without await.
export const articleRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;

  app.get(
    '/article/category',
    { schema: { querystring: articleCategoryQuery, response: { 200: envelopeSchema(HelpGroupListSchema) } } },
    async (request) => ok(await getHelpGroups(db, request.query.category_id)),
  );

  app.get(
    '/article/list',
    { schema: { querystring: articleListQuery, response: { 200: envelopeSchema(ArticlePageSchema) } } },
    async (request) => {
      const { page, page_size, ...by } = request.query;
      return ok(await listArticles(db, by, page, page_size));
    },
  );

  app.get(
    '/article/:id',
    { schema: { params: articleIdParams, response: { 200: envelopeSchema(ArticleSchema) } } },
    async (request) => ok(await getArticle(db, request.params.id)),
  );

  app.get(
    '/news',
    { schema: { querystring: newsQuery, response: { 200: envelopeSchema(NewsPageSchema) } } },
    async (request) => {
      const { type, page, page_size } = request.query;
      return ok(await listNews(db, type, page, page_size));
    },
  );

  app.get(
    '/news/:id',
    { schema: { params: newsIdParams, response: { 200: envelopeSchema(NewsItemSchema) } } },
    async (request) => ok(await getNews(db, request.params.id)),
  );
  return Promise.resolve();
};
