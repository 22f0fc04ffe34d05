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
  adminEnvelope,
} from '@shop/shared';
import { actorOf } from '../../plugins/admin-context';
import { crudRoutes } from '../../lib/admin-routes';
import { ok } from '../../lib/reply';
import {
  categoryTree,
  deleteCategory,
  listTags,
  moveCategories,
  saveCategory,
} from './catalog.admin.service';
import {
  deleteBrand,
  deleteManufacturer,
  listBrands,
  listManufacturers,
  saveBrand,
  saveManufacturer,
} from './makers.admin.service';

/** 分类树（拖动排序）、厂家、品牌、标签. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const view = { permission: 'goods.view' } as const;
  const permission = 'goods.edit' as const;

  app.get(
    '/admin/categories',
    { config: view, schema: { response: { 200: adminEnvelope(AdminCategoryTreeSchema) } } },
    async () => ok(await categoryTree(db)),
  );
  crudRoutes(app, {
    path: '/admin/categories',
    permission,
    label: '分类',
    body: AdminCategoryInputSchema,
    save: (actor, id, input) => saveCategory(db, actor, id, input),
    remove: (actor, id) => deleteCategory(db, actor, id),
  });
  app.post(
    '/admin/categories/move',
    {
      config: { permission },
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
  crudRoutes(app, {
    path: '/admin/manufacturers',
    permission,
    label: '厂家',
    body: AdminManufacturerInputSchema,
    save: (actor, id, input) => saveManufacturer(db, actor, id, input),
    remove: (actor, id) => deleteManufacturer(db, actor, id),
  });

  app.get(
    '/admin/brands',
    { config: view, schema: { response: { 200: adminEnvelope(AdminBrandListSchema) } } },
    async () => ok(await listBrands(db)),
  );
  crudRoutes(app, {
    path: '/admin/brands',
    permission,
    label: '品牌',
    body: AdminBrandInputSchema,
    save: (actor, id, input) => saveBrand(db, actor, id, input),
    remove: (actor, id) => deleteBrand(db, actor, id),
  });

  app.get(
    '/admin/tags',
    { config: view, schema: { response: { 200: adminEnvelope(AdminTagListSchema) } } },
    async () => ok(await listTags(db)),
  );
  return Promise.resolve();
};
