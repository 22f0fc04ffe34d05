import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSearchWordInputSchema,
  AdminSearchWordListSchema,
  AdminWantedFromSearchSchema,
  AdminWriteResultSchema,
  AdminZeroResultPageSchema,
  AdminZeroResultQuerySchema,
  adminEnvelope,
} from '@shop/shared';
import { crudRoutes } from '../../lib/admin-routes';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/admin-context';
import {
  deleteSearchWord,
  listSearchWords,
  saveSearchWord,
  wantedFromSearch,
  zeroResultReport,
} from './search.admin.service';

/** 搜索词典 (indications, synonyms) and 搜索无结果报表 with 缺货登记 (issue 34). */
export const searchAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const view = { permission: 'goods.view' } as const;
  app.get(
    '/admin/search-words',
    { config: view, schema: { response: { 200: adminEnvelope(AdminSearchWordListSchema) } } },
    async () => ok(await listSearchWords(db)),
  );
  crudRoutes(app, {
    path: '/admin/search-words',
    permission: 'goods.edit',
    label: '搜索词条',
    body: AdminSearchWordInputSchema,
    save: (actor, id, input) => saveSearchWord(db, actor, id, input),
    remove: (actor, id) => deleteSearchWord(db, actor, id),
  });
  app.get(
    '/admin/search-misses',
    {
      config: view,
      schema: {
        querystring: AdminZeroResultQuerySchema,
        response: { 200: adminEnvelope(AdminZeroResultPageSchema) },
      },
    },
    async (request) => ok(await zeroResultReport(db, request.query)),
  );
  app.post(
    '/admin/search-misses/wanted',
    {
      config: { permission: 'goods.edit' },
      schema: { body: AdminWantedFromSearchSchema, response: { 200: adminEnvelope(AdminWriteResultSchema) } },
    },
    async (request) => ok(await wantedFromSearch(db, actorOf(request), request.body), '已登记缺货品种'),
  );
  return Promise.resolve();
};
