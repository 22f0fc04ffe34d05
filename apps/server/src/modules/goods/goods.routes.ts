import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, GoodsDetailSchema, GoodsPageSchema, StringListSchema } from '@shop/shared';
import { ok } from '../../lib/reply';
import { viewerFor } from './goods.card';
import { detailParams, detailQuery, listQuery, suggestQuery } from './goods.schemas';
import { goodsDetail, hotWords, listService, suggest } from './goods.service';

export const goodsRoutes: FastifyPluginAsyncZod = (app) => {
  const { db } = app.deps.database;
  const listGoods = listService();
  const viewer = (request: FastifyRequest) =>
    viewerFor(db, request.userId, app.deps.config.PRICES_REQUIRE_LOGIN);

  const strings = { 200: envelopeSchema(StringListSchema) };
  app.get('/goods/search', { schema: { querystring: suggestQuery, response: strings } }, async (request) =>
    ok(await suggest(db, request.query)),
  );

  app.get('/goods/hot', { schema: { response: strings } }, async () => ok(await hotWords(db)));

  app.get(
    '/goods/list',
    { schema: { querystring: listQuery, response: { 200: envelopeSchema(GoodsPageSchema) } } },
    async (request) => ok(await listGoods(db, request.query, await viewer(request))),
  );

  app.get(
    '/goods/detail/:id',
    {
      schema: {
        params: detailParams,
        querystring: detailQuery,
        response: { 200: envelopeSchema(GoodsDetailSchema) },
      },
    },
    async (request) => ok(await goodsDetail(db, request.params.id, request.query, await viewer(request))),
  );
  return Promise.resolve();
};
