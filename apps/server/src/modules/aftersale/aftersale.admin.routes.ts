import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InspectBodySchema,
  AdminAftersaleDetailSchema,
  AdminAftersaleListSchema,
  AdminAftersaleQuerySchema,
  AdminFileSchema,
  AdminIdParamsSchema,
  AdminImageParamsSchema,
  AftersaleApproveSchema,
  AftersaleRejectSchema,
  AftersaleRefundSchema,
  AftersaleResultSchema,
  AdminBulkBodySchema,
  AdminBulkResultSchema,
  adminEnvelope,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { bulkRun } from '../../lib/bulk';
import { actorOf } from '../../plugins/admin-context';
import { createRefunder } from '../payment/gateway';
import { visibleIds } from '../../plugins/data-scope';
import { notFound } from '../../lib/errors';
import { sendBuyerFile } from '../upload/upload.admin.file';
import {
  adminAftersaleDetail,
  adminAftersaleList,
  aftersaleImage,
  approveAftersale,
  receiveAftersale,
  refundAftersale,
  rejectAftersale,
} from './aftersale.admin.service';

/** 退货与售后 in the back office: 订单/仓库 approve and receive, 财务 refunds. */
export const aftersaleAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const refunder = createRefunder(app.deps.config);
  const params = AdminIdParamsSchema;
  const response = { 200: adminEnvelope(AftersaleResultSchema) };

  app.get(
    '/admin/aftersales',
    {
      config: { permission: 'aftersale.view' },
      schema: {
        querystring: AdminAftersaleQuerySchema,
        response: { 200: adminEnvelope(AdminAftersaleListSchema) },
      },
    },
    async (request) => ok(await adminAftersaleList(db, request.query)),
  );
  app.get(
    '/admin/aftersales/:id',
    {
      config: { permission: 'aftersale.view' },
      schema: { params, response: { 200: adminEnvelope(AdminAftersaleDetailSchema) } },
    },
    async (request) => ok(await adminAftersaleDetail(db, request.params.id)),
  );
  app.get(
    '/admin/aftersales/:id/images/:n',
    {
      config: { permission: 'aftersale.view' },
      schema: { params: AdminImageParamsSchema, response: { 200: AdminFileSchema } },
    },
    async (request, reply) =>
      sendBuyerFile(app.deps, reply, await aftersaleImage(db, request.params.id, request.params.n)),
  );
  app.post(
    '/admin/aftersales/:id/approve',
    {
      config: { permission: 'aftersale.handle' },
      schema: { params, body: AftersaleApproveSchema, response },
    },
    async (request) =>
      ok(
        await approveAftersale(db, actorOf(request), request.params.id, request.body.return_address),
        '已同意',
      ),
  );
  app.post(
    '/admin/aftersales/:id/reject',
    { config: { permission: 'aftersale.handle' }, schema: { params, body: AftersaleRejectSchema, response } },
    async (request) =>
      ok(await rejectAftersale(db, actorOf(request), request.params.id, request.body.reason), '已拒绝'),
  );
  app.post(
    '/admin/aftersales/:id/receive',
    { config: { permission: 'aftersale.handle' }, schema: { params, body: InspectBodySchema, response } },
    async (request) =>
      ok(
        await receiveAftersale(db, actorOf(request), request.params.id, request.body),
        request.body.result === 'pass' ? '验收合格，商品已回到可售库存' : '验收不合格，商品已转入不合格品区',
      ),
  );
  app.post(
    '/admin/aftersales/:id/refund',
    { config: { permission: 'aftersale.refund' }, schema: { params, body: AftersaleRefundSchema, response } },
    async (request) =>
      ok(
        await refundAftersale(db, actorOf(request), refunder, request.params.id, request.body),
        '已原路退款',
      ),
  );
  // Bulk: the rows chosen across pages, each in its own transaction; refused rows come back named.
  const bulk = { body: AdminBulkBodySchema, response: { 200: adminEnvelope(AdminBulkResultSchema) } };
  const bulkMsg = (r: { done: number[]; refused: unknown[] }) =>
    r.refused.length
      ? `已处理 ${r.done.length} 条，${r.refused.length} 条未处理`
      : `已处理 ${r.done.length} 条`;
  // Bulk receipt is for returns that arrived sound: each is recorded as inspected 合格 by this
  // operator. A damaged one is received on its own page with 验收不合格 and a reason.
  const passed = { result: 'pass', reason: '', photos: [] } as const;
  app.post(
    '/admin/aftersales/bulk-receive',
    { config: { permission: 'aftersale.handle' }, schema: bulk },
    async (request) => {
      const visible = await visibleIds(request, 'aftersale', request.body.ids);
      const r = await bulkRun(request.body.ids, (id) =>
        visible.has(id)
          ? receiveAftersale(db, actorOf(request), id, { ...passed, photos: [] })
          : Promise.reject(notFound('售后单不存在')),
      );
      return ok(r, bulkMsg(r));
    },
  );
  app.post(
    '/admin/aftersales/bulk-refund',
    { config: { permission: 'aftersale.refund' }, schema: bulk },
    async (request) => {
      const visible = await visibleIds(request, 'aftersale', request.body.ids);
      const r = await bulkRun(request.body.ids, (id) =>
        visible.has(id)
          ? refundAftersale(db, actorOf(request), refunder, id)
          : Promise.reject(notFound('售后单不存在')),
      );
      return ok(r, bulkMsg(r));
    },
  );
  return Promise.resolve();
};
