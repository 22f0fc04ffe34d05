import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AftersaleApplySchema,
  AftersaleDetailSchema,
  AftersaleIdParamsSchema,
  AftersaleIdSchema,
  AftersaleListQuerySchema,
  AftersaleOptionsSchema,
  AftersaleOrderParamsSchema,
  AftersalePageSchema,
  AftersaleResultSchema,
  AftersaleShipSchema,
  envelopeSchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import {
  aftersaleOptions,
  applyAftersale,
  listMyAftersales,
  myAftersale,
  shipBack,
} from './aftersale.service';

/** The buyer's returns and after-sales (/order/returnInfo, /order/afterSalesInfo); ids are the buyer's own. */
export const aftersaleRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const params = AftersaleIdParamsSchema;

  app.get(
    '/aftersale/order/:orderId',
    {
      schema: {
        params: AftersaleOrderParamsSchema,
        response: { 200: envelopeSchema(AftersaleOptionsSchema) },
      },
    },
    async (request) => ok(await aftersaleOptions(db, requireUserId(request), request.params.orderId)),
  );
  app.post(
    '/aftersale',
    { schema: { body: AftersaleApplySchema, response: { 200: envelopeSchema(AftersaleIdSchema) } } },
    async (request) =>
      ok(await applyAftersale(db, requireUserId(request), request.body), '申请已提交，请等待商家审核'),
  );
  app.get(
    '/aftersale',
    {
      schema: {
        querystring: AftersaleListQuerySchema,
        response: { 200: envelopeSchema(AftersalePageSchema) },
      },
    },
    async (request) =>
      ok(await listMyAftersales(db, requireUserId(request), request.query.page, request.query.page_size)),
  );
  app.get(
    '/aftersale/:id',
    { schema: { params, response: { 200: envelopeSchema(AftersaleDetailSchema) } } },
    async (request) => ok(await myAftersale(db, requireUserId(request), request.params.id)),
  );
  app.post(
    '/aftersale/:id/ship',
    {
      schema: { params, body: AftersaleShipSchema, response: { 200: envelopeSchema(AftersaleResultSchema) } },
    },
    async (request) =>
      ok(await shipBack(db, requireUserId(request), request.params.id, request.body), '寄回信息已提交'),
  );
  return Promise.resolve();
};
