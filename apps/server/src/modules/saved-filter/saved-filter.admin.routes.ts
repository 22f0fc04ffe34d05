import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminIdParamsSchema,
  AdminWriteResultSchema,
  SavedFilterBodySchema,
  SavedFilterListSchema,
  SavedFilterQuerySchema,
  SavedFilterSchema,
  adminEnvelope,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/admin-context';
import { mySavedFilters, removeFilter, saveFilter } from './saved-filter.service';

/** 常用筛选: the signed-in operator's own filter sets; nobody reads or deletes another's. */
export const savedFilterAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const config = { permission: 'signed_in' } as const;

  app.get(
    '/admin/saved-filters',
    {
      config,
      schema: {
        querystring: SavedFilterQuerySchema,
        response: { 200: adminEnvelope(SavedFilterListSchema) },
      },
    },
    async (request) => ok(await mySavedFilters(db, actorOf(request), request.query.table)),
  );
  app.post(
    '/admin/saved-filters',
    { config, schema: { body: SavedFilterBodySchema, response: { 200: adminEnvelope(SavedFilterSchema) } } },
    async (request) => ok(await saveFilter(db, actorOf(request), request.body), '常用筛选已保存'),
  );
  app.delete(
    '/admin/saved-filters/:id',
    {
      config,
      schema: { params: AdminIdParamsSchema, response: { 200: adminEnvelope(AdminWriteResultSchema) } },
    },
    async (request) => ok(await removeFilter(db, actorOf(request), request.params.id), '常用筛选已删除'),
  );
  return Promise.resolve();
};
