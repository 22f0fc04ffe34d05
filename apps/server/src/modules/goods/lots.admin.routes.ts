import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLotAdjustSchema,
  AdminLotFreezeSchema,
  AdminLotIdParamsSchema,
  AdminLotLogSchema,
  AdminLotPageSchema,
  AdminLotQuerySchema,
  AdminLotReceiveSchema,
  AdminLotReportSchema,
  AdminWriteResultSchema,
  adminEnvelope,
} from '@shop/shared';
import { actorOf } from '../../plugins/admin-context';
import { ok } from '../../lib/reply';
import { listLots, lotLog } from './lots.admin.repo';
import { adjustLot, freezeLot, receiveLot, setLotReport } from './lots.admin.service';

/** 批次管理: lots of every goods, near-expiry and frozen views, receive, adjust, freeze. */
export const lotsAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const view = { permission: 'goods.view' } as const;
  const edit = { permission: 'goods.edit' } as const;
  const written = { 200: adminEnvelope(AdminWriteResultSchema) };

  app.get(
    '/admin/lots',
    {
      config: view,
      schema: { querystring: AdminLotQuerySchema, response: { 200: adminEnvelope(AdminLotPageSchema) } },
    },
    async (request) => ok(await listLots(db, request.query)),
  );
  app.get(
    '/admin/lots/:id/log',
    {
      config: view,
      schema: { params: AdminLotIdParamsSchema, response: { 200: adminEnvelope(AdminLotLogSchema) } },
    },
    async (request) => ok(await lotLog(db, request.params.id)),
  );
  app.post(
    '/admin/lots',
    { config: edit, schema: { body: AdminLotReceiveSchema, response: written } },
    async (request) => ok(await receiveLot(db, actorOf(request), request.body), '批次已入库'),
  );
  app.post(
    '/admin/lots/:id/adjust',
    {
      config: edit,
      schema: { params: AdminLotIdParamsSchema, body: AdminLotAdjustSchema, response: written },
    },
    async (request) =>
      ok(await adjustLot(db, actorOf(request), request.params.id, request.body), '库存已调整'),
  );
  app.post(
    '/admin/lots/:id/freeze',
    {
      config: edit,
      schema: { params: AdminLotIdParamsSchema, body: AdminLotFreezeSchema, response: written },
    },
    async (request) =>
      ok(
        await freezeLot(db, actorOf(request), request.params.id, request.body),
        request.body.frozen ? '批次已冻结，停止销售' : '批次已解冻',
      ),
  );
  app.put(
    '/admin/lots/:id/report',
    {
      config: edit,
      schema: { params: AdminLotIdParamsSchema, body: AdminLotReportSchema, response: written },
    },
    async (request) =>
      ok(
        await setLotReport(db, actorOf(request), request.params.id, request.body.report_url),
        '药检报告已保存',
      ),
  );
  return Promise.resolve();
};
