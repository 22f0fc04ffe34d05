import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLotAdjustSchema,
  AdminLotCorrectSchema,
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
import { rowAction } from '../../lib/admin-routes';
import { ok } from '../../lib/reply';
import { listLots, lotLog } from './lots.admin.repo';
import { adjustLot, correctLot, freezeLot, receiveLot, setLotReport } from './lots.admin.service';

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
  const row = { permission: 'goods.edit' as const, params: AdminLotIdParamsSchema };
  rowAction(app, {
    ...row,
    method: 'POST',
    url: '/admin/lots/:id/adjust',
    body: AdminLotAdjustSchema,
    run: (actor, id, input) => adjustLot(db, actor, id, input),
    msg: '库存已调整',
  });
  rowAction(app, {
    ...row,
    method: 'POST',
    url: '/admin/lots/:id/freeze',
    body: AdminLotFreezeSchema,
    run: (actor, id, input) => freezeLot(db, actor, id, input),
    msg: (input) => (input.frozen ? '批次已冻结，停止销售' : '批次已解冻'),
  });
  rowAction(app, {
    ...row,
    method: 'POST',
    url: '/admin/lots/:id/correct',
    body: AdminLotCorrectSchema,
    run: (actor, id, input) => correctLot(db, actor, id, input),
    msg: '批次日期已更正',
  });
  rowAction(app, {
    ...row,
    method: 'PUT',
    url: '/admin/lots/:id/report',
    body: AdminLotReportSchema,
    run: (actor, id, input) => setLotReport(db, actor, id, input.report_url),
    msg: '药检报告已保存',
  });
  return Promise.resolve();
};
