import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  GoodsDetailParamsSchema,
  GoodsDetailQuerySchema,
  GoodsDetailSchema,
  GoodsListQuerySchema,
  type GoodsListQuery,
  GoodsPageSchema,
  StringListSchema,
  SuggestQuerySchema,
} from '@shop/shared';
import { ok, okKept } from '../../lib/reply';
import { viewerFor } from './goods.card';
import { buyerReads } from './catalogue/buyers';
import { detailReads } from './detail.service';
import { goodsReads, hotWords } from './goods.service';
import { logSearch } from '../search/search-log';

/**
 * A search as typed in the search box (page 1, a drug-name keyword, no filter beside it): what the
 * zero-result report counts. Filtered searches that found nothing say more about the filter.
 */
function isPlainSearch(q: GoodsListQuery): boolean {
  const { keyword, type, page, size: _size, sort: _sort, facets: _facets, ...filters } = q;
  return (
    Boolean(keyword?.trim()) &&
    type === 1 &&
    page === 1 &&
    Object.values(filters).every((v) => v === undefined || v === false)
  );
}

export const goodsRoutes: FastifyPluginAsyncZod = (app) => {
  const { db } = app.deps.database;
  const reads = goodsReads(db, app.catalogue);
  const goodsDetail = detailReads(db, app.catalogue);
  const buyers = buyerReads(db, app.catalogue);
  const viewer = (request: FastifyRequest) =>
    viewerFor(db, request.userId, app.deps.config.PRICES_REQUIRE_LOGIN, buyers.buyer);

  const strings = { 200: envelopeSchema(StringListSchema) };
  app.get(
    '/goods/search',
    { schema: { querystring: SuggestQuerySchema, response: strings } },
    async (request) => ok(await reads.suggest(request.query)),
  );

  app.get('/goods/hot', { schema: { response: strings } }, async () => ok(await hotWords(db)));

  app.get(
    '/goods/list',
    { schema: { querystring: GoodsListQuerySchema, response: { 200: envelopeSchema(GoodsPageSchema) } } },
    async (request) => {
      const page = await reads.list(request.query, await viewer(request));
      if (isPlainSearch(request.query)) logSearch(db, request.query.keyword, request.userId, page.total);
      return okKept(page);
    },
  );

  app.get(
    '/goods/detail/:id',
    {
      schema: {
        params: GoodsDetailParamsSchema,
        querystring: GoodsDetailQuerySchema,
        response: { 200: envelopeSchema(GoodsDetailSchema) },
      },
    },
    // A warm answer is the same frozen object per page, stock and variant: written once (okKept).
    async (request) => okKept(await goodsDetail(request.params.id, request.query, await viewer(request))),
  );
  return Promise.resolve();
};
