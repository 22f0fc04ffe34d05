import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCountSchema,
  AdminGoodsBulkSchema,
  AdminGoodsDetailSchema,
  AdminGoodsIdParamsSchema,
  AdminGoodsInputSchema,
  AdminGoodsPageSchema,
  AdminGoodsQuerySchema,
  AdminWriteResultSchema,
  adminEnvelope,
} from '@shop/shared';
import { actorOf } from '../../plugins/admin-context';
import { ok } from '../../lib/reply';
import { adminGoodsDetail } from './goods.admin.detail';
import { adminGoodsPage, bulkGoods, createGoods, editGoods } from './goods.admin.service';

import { BULK_TEXT } from './goods.admin.service';

/** 商品管理: list with the storefront's search, create, edit, bulk list/delist/tag. */
export const goodsAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const view = { permission: 'goods.view' } as const;
  const edit = { permission: 'goods.edit' } as const;

  app.get(
    '/admin/goods',
    {
      config: view,
      schema: { querystring: AdminGoodsQuerySchema, response: { 200: adminEnvelope(AdminGoodsPageSchema) } },
    },
    async (request) => ok(await adminGoodsPage(db, request.query)),
  );

  app.get(
    '/admin/goods/:id',
    {
      config: view,
      schema: { params: AdminGoodsIdParamsSchema, response: { 200: adminEnvelope(AdminGoodsDetailSchema) } },
    },
    async (request) => ok(await adminGoodsDetail(db, request.params.id)),
  );

  app.post(
    '/admin/goods',
    {
      config: edit,
      schema: { body: AdminGoodsInputSchema, response: { 200: adminEnvelope(AdminWriteResultSchema) } },
    },
    async (request) => ok(await createGoods(db, actorOf(request), request.body), '商品已创建'),
  );

  app.put(
    '/admin/goods/:id',
    {
      config: edit,
      schema: {
        params: AdminGoodsIdParamsSchema,
        body: AdminGoodsInputSchema,
        response: { 200: adminEnvelope(AdminWriteResultSchema) },
      },
    },
    async (request) =>
      ok(await editGoods(db, actorOf(request), request.params.id, request.body), '商品已保存'),
  );

  app.post(
    '/admin/goods/bulk',
    {
      config: edit,
      schema: { body: AdminGoodsBulkSchema, response: { 200: adminEnvelope(AdminCountSchema) } },
    },
    async (request) => {
      const res = await bulkGoods(db, actorOf(request), request.body);
      return ok(res, `已${BULK_TEXT[request.body.action]} ${res.count} 个商品`);
    },
  );
  return Promise.resolve();
};
