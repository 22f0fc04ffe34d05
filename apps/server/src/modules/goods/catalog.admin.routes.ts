import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBrandInputSchema,
  AdminBrandListSchema,
  AdminCategoryInputSchema,
  AdminCategoryMoveSchema,
  AdminCategoryTreeSchema,
  AdminCountSchema,
  AdminManufacturerInputSchema,
  AdminManufacturerListSchema,
  AdminManufacturerQuerySchema,
  AdminTagListSchema,
  AdminWriteResultSchema,
  CatalogIdParamsSchema,
  adminEnvelope,
} from '@shop/shared';
import { actorOf } from '../../plugins/admin-context';
import { ok } from '../../lib/reply';
import {
  categoryTree,
  deleteCategory,
  listBrands,
  listManufacturers,
  listTags,
  moveCategories,
  saveBrand,
  saveCategory,
  saveManufacturer,
} from './catalog.admin.service';

/** 分类树（拖动排序）、厂家、品牌、标签. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const view = { permission: 'goods.view' } as const;
  const edit = { permission: 'goods.edit' } as const;
  const written = { 200: adminEnvelope(AdminWriteResultSchema) };

  app.get(
    '/admin/categories',
    { config: view, schema: { response: { 200: adminEnvelope(AdminCategoryTreeSchema) } } },
    async () => ok(await categoryTree(db)),
  );
  app.post(
    '/admin/categories',
    { config: edit, schema: { body: AdminCategoryInputSchema, response: written } },
    async (request) => ok(await saveCategory(db, actorOf(request), null, request.body), '分类已创建'),
  );
  app.put(
    '/admin/categories/:id',
    {
      config: edit,
      schema: { params: CatalogIdParamsSchema, body: AdminCategoryInputSchema, response: written },
    },
    async (request) =>
      ok(await saveCategory(db, actorOf(request), request.params.id, request.body), '分类已保存'),
  );
  app.delete(
    '/admin/categories/:id',
    { config: edit, schema: { params: CatalogIdParamsSchema, response: written } },
    async (request) => ok(await deleteCategory(db, actorOf(request), request.params.id), '分类已删除'),
  );
  app.post(
    '/admin/categories/move',
    {
      config: edit,
      schema: { body: AdminCategoryMoveSchema, response: { 200: adminEnvelope(AdminCountSchema) } },
    },
    async (request) => ok(await moveCategories(db, actorOf(request), request.body), '排序已保存'),
  );

  app.get(
    '/admin/manufacturers',
    {
      config: view,
      schema: {
        querystring: AdminManufacturerQuerySchema,
        response: { 200: adminEnvelope(AdminManufacturerListSchema) },
      },
    },
    async (request) => ok(await listManufacturers(db, request.query)),
  );
  app.post(
    '/admin/manufacturers',
    { config: edit, schema: { body: AdminManufacturerInputSchema, response: written } },
    async (request) => ok(await saveManufacturer(db, actorOf(request), null, request.body), '厂家已创建'),
  );
  app.put(
    '/admin/manufacturers/:id',
    {
      config: edit,
      schema: { params: CatalogIdParamsSchema, body: AdminManufacturerInputSchema, response: written },
    },
    async (request) =>
      ok(await saveManufacturer(db, actorOf(request), request.params.id, request.body), '厂家已保存'),
  );

  app.get(
    '/admin/brands',
    { config: view, schema: { response: { 200: adminEnvelope(AdminBrandListSchema) } } },
    async () => ok(await listBrands(db)),
  );
  app.post(
    '/admin/brands',
    { config: edit, schema: { body: AdminBrandInputSchema, response: written } },
    async (request) => ok(await saveBrand(db, actorOf(request), null, request.body), '品牌已创建'),
  );
  app.put(
    '/admin/brands/:id',
    {
      config: edit,
      schema: { params: CatalogIdParamsSchema, body: AdminBrandInputSchema, response: written },
    },
    async (request) =>
      ok(await saveBrand(db, actorOf(request), request.params.id, request.body), '品牌已保存'),
  );

  app.get(
    '/admin/tags',
    { config: view, schema: { response: { 200: adminEnvelope(AdminTagListSchema) } } },
    async () => ok(await listTags(db)),
  );
  return Promise.resolve();
};
