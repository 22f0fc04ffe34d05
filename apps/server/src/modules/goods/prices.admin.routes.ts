import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminGoodsIdParamsSchema,
  AdminPriceInputSchema,
  AdminPricePreviewResultSchema,
  AdminPricePreviewSchema,
  AdminPriceSchema,
  AdminWriteResultSchema,
  adminEnvelope,
} from '@shop/shared';
import { actorOf } from '../../plugins/admin-context';
import { ok } from '../../lib/reply';
import { adminPrices, previewPrice, savePrices } from './prices.admin.service';

/** 价格管理 of one goods and the engine's preview of a sample cart. */
export const pricesAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  app.get(
    '/admin/goods/:id/prices',
    {
      config: { permission: 'goods.view' },
      schema: { params: AdminGoodsIdParamsSchema, response: { 200: adminEnvelope(AdminPriceSchema) } },
    },
    async (request) => ok(await adminPrices(db, request.params.id)),
  );
  app.put(
    '/admin/goods/:id/prices',
    {
      config: { permission: 'goods.edit' },
      schema: {
        params: AdminGoodsIdParamsSchema,
        body: AdminPriceInputSchema,
        response: { 200: adminEnvelope(AdminWriteResultSchema) },
      },
    },
    async (request) =>
      ok(await savePrices(db, actorOf(request), request.params.id, request.body), '价格已保存'),
  );
  app.post(
    '/admin/prices/preview',
    {
      config: { permission: 'goods.view' },
      schema: {
        body: AdminPricePreviewSchema,
        response: { 200: adminEnvelope(AdminPricePreviewResultSchema) },
      },
    },
    async (request) => ok(await previewPrice(db, request.body.goods_id, request.body.number)),
  );
  return Promise.resolve();
};
