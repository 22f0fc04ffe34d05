import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddAllBodySchema,
  AddAllResultSchema,
  AddPurchaseRecordBodySchema,
  envelopeSchema,
  FastBuyPageSchema,
  FastBuyQuerySchema,
  ListFileBodySchema,
  ListFileTextSchema,
  MatchListBodySchema,
  MatchResultSchema,
  PageQuerySchema,
  PurchaseRecordIdSchema,
  PurchaseRecordPageSchema,
} from '@shop/shared';
import { forbidden } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { listFileText } from './list-file';
import { matchList } from './match.service';
import { addAll, addPurchaseRecord, fastBuy, purchaseRecordsPage } from './quickbuy.service';
import { isVerifiedBuyer } from './quickbuy.repo';

/** Quick purchase (/kjcg): frequently bought goods, purchase records, the list matcher and add-all. */
export const quickbuyRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;

  app.get(
    '/user/fast_buy',
    { schema: { querystring: FastBuyQuerySchema, response: { 200: envelopeSchema(FastBuyPageSchema) } } },
    async (request) => ok(await fastBuy(db, requireUserId(request), request.query)),
  );

  app.get(
    '/user/buy',
    { schema: { querystring: PageQuerySchema, response: { 200: envelopeSchema(PurchaseRecordPageSchema) } } },
    async (request) => {
      const { page, page_size } = request.query;
      return ok(await purchaseRecordsPage(db, requireUserId(request), page, page_size));
    },
  );

  app.post(
    '/user/buy',
    {
      schema: {
        body: AddPurchaseRecordBodySchema,
        response: { 200: envelopeSchema(PurchaseRecordIdSchema) },
      },
    },
    async (request) => ok(await addPurchaseRecord(db, requireUserId(request), request.body), '已记录采购'),
  );

  app.post(
    '/user/buy/match',
    { schema: { body: MatchListBodySchema, response: { 200: envelopeSchema(MatchResultSchema) } } },
    async (request) => ok(await matchList(db, requireUserId(request), request.body.text)),
  );

  app.post(
    '/user/buy/read_file',
    { schema: { body: ListFileBodySchema, response: { 200: envelopeSchema(ListFileTextSchema) } } },
    async (request) => {
      // Reading a spreadsheet costs a worker thread: only a verified (资质审核通过) buyer may ask.
      if (!(await isVerifiedBuyer(db, requireUserId(request)))) {
        throw forbidden('企业资质审核通过后才能上传采购单');
      }
      return ok(await listFileText(Buffer.from(request.body.file)));
    },
  );

  app.post(
    '/user/buy/add_all',
    { schema: { body: AddAllBodySchema, response: { 200: envelopeSchema(AddAllResultSchema) } } },
    async (request) => {
      const result = await addAll(db, requireUserId(request), request.body);
      return ok(result, `已将${result.added}种商品加入购物车`);
    },
  );
  return Promise.resolve();
};
