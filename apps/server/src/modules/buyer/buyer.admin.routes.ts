import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdjustWalletBodySchema,
  AdminBuyerDetailSchema,
  AdminBuyerLicenceParamsSchema,
  AdminBuyerListSchema,
  AdminBuyerQuerySchema,
  AdminBulkBodySchema,
  AdminBulkResultSchema,
  AdminBuyerFilterSchema,
  AdminCompanyRegionBodySchema,
  AdminFileSchema,
  AdminIdParamsSchema,
  ApproveBuyerBodySchema,
  AssignManagerBodySchema,
  BuyerChatBodySchema,
  RejectBuyerBodySchema,
  adminEnvelope,
} from '@shop/shared';
import { bulkRun } from '../../lib/bulk';
import { notFound, refused } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { XLSX_TYPE, sendFile, toXlsx } from '../../lib/xlsx';
import { actorOf } from '../../plugins/admin-context';
import { visibleIds } from '../../plugins/data-scope';
import { approveAsApplied, BUYER_COLUMNS, BUYER_EXPORT_CAP } from './buyer.bulk';
import { rowAction } from '../../lib/admin-routes';
import { sendBuyerFile } from '../upload/upload.admin.file';
import {
  adminAdjustWallet,
  adminApproveBuyer,
  adminAssignManager,
  adminRejectBuyer,
  adminSetBuyerChat,
  adminUnlockBuyer,
} from './buyer.actions.service';
import { adminSetCompanyRegion } from './buyer.region.service';
import { adminBuyerDetail, adminBuyerList, licenceUpload } from './buyer.admin.service';

const notFoundBuyer = () => notFound('客户不存在');

/** 客户管理 (/api/admin/buyers*): each change names its own permission. */
export const buyerAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const params = AdminIdParamsSchema;

  app.get(
    '/admin/buyers',
    {
      config: { permission: 'buyer.view' },
      schema: { querystring: AdminBuyerQuerySchema, response: { 200: adminEnvelope(AdminBuyerListSchema) } },
    },
    async (request) => ok(await adminBuyerList(db, request.query)),
  );

  app.get(
    '/admin/buyers/export',
    {
      config: {
        permission: 'buyer.view',
        audited: { action: 'export.buyers', targetType: 'export', summary: '导出客户（按筛选条件）' },
      },
      schema: { querystring: AdminBuyerFilterSchema, response: { 200: AdminFileSchema } },
    },
    async (request, reply) => {
      const { list, total } = await adminBuyerList(db, {
        ...request.query,
        page: 1,
        page_size: BUYER_EXPORT_CAP,
      });
      if (total > BUYER_EXPORT_CAP)
        throw refused(
          `符合条件的客户有 ${total} 个，请缩小筛选范围后分批导出（每次最多 ${BUYER_EXPORT_CAP} 个）`,
        );
      const day = new Date().toISOString().slice(0, 10);
      return sendFile(reply, await toXlsx('客户', BUYER_COLUMNS, list), `客户-${day}.xlsx`, XLSX_TYPE);
    },
  );
  app.post(
    '/admin/buyers/bulk-approve',
    {
      config: { permission: 'buyer.review' },
      schema: { body: AdminBulkBodySchema, response: { 200: adminEnvelope(AdminBulkResultSchema) } },
    },
    async (request) => {
      const visible = await visibleIds(request, 'buyer', request.body.ids);
      const r = await bulkRun(request.body.ids, (id) =>
        visible.has(id) ? approveAsApplied(db, actorOf(request), id) : Promise.reject(notFoundBuyer()),
      );
      return ok(
        r,
        r.refused.length
          ? `已通过 ${r.done.length} 个，${r.refused.length} 个未通过`
          : `已通过 ${r.done.length} 个`,
      );
    },
  );

  app.get(
    '/admin/buyers/:id',
    {
      config: { permission: 'buyer.view' },
      schema: { params, response: { 200: adminEnvelope(AdminBuyerDetailSchema) } },
    },
    async (request) => ok(await adminBuyerDetail(app.deps, request.params.id)),
  );

  // The licence image itself (the operator's cookie is scoped to /api/admin, so not /api/upload).
  app.get(
    '/admin/buyers/:id/licences/:licence_id/image',
    {
      config: { permission: 'buyer.view' },
      schema: { params: AdminBuyerLicenceParamsSchema, response: { 200: AdminFileSchema } },
    },
    async (request, reply) => {
      const row = await licenceUpload(db, request.params.id, request.params.licence_id);
      return sendBuyerFile(app.deps, reply, row);
    },
  );

  const review = { method: 'POST', permission: 'buyer.review' } as const;
  rowAction(app, {
    ...review,
    url: '/admin/buyers/:id/approve',
    body: ApproveBuyerBodySchema,
    run: (actor, id, input) => adminApproveBuyer(db, actor, id, input),
    msg: '资质审核已通过',
  });
  rowAction(app, {
    ...review,
    url: '/admin/buyers/:id/reject',
    body: RejectBuyerBodySchema,
    run: (actor, id, input) => adminRejectBuyer(db, actor, id, input.reason),
    msg: '资质已驳回',
  });
  // 质管 corrects the company's region: regional prices, 控销 and coupons follow its codes.
  rowAction(app, {
    ...review,
    method: 'PUT',
    url: '/admin/buyers/:id/region',
    body: AdminCompanyRegionBodySchema,
    run: (actor, id, input) => adminSetCompanyRegion(db, actor, id, input),
    msg: '所在地区已保存',
  });
  rowAction(app, {
    method: 'POST',
    url: '/admin/buyers/:id/manager',
    permission: 'buyer.assign',
    body: AssignManagerBodySchema,
    run: (actor, id, input) => adminAssignManager(db, actor, id, input.manager_id),
    msg: '客户经理已分配',
  });
  rowAction(app, {
    method: 'POST',
    url: '/admin/buyers/:id/chat',
    permission: 'service.chat',
    body: BuyerChatBodySchema,
    run: (actor, id, input) => adminSetBuyerChat(db, actor, id, input.enabled),
    msg: '在线客服设置已保存',
  });
  rowAction(app, {
    method: 'POST',
    url: '/admin/buyers/:id/wallet',
    permission: 'buyer.wallet',
    body: AdjustWalletBodySchema,
    run: (actor, id, input) => adminAdjustWallet(db, actor, id, input),
    msg: '已调整',
  });
  rowAction(app, {
    method: 'POST',
    url: '/admin/buyers/:id/unlock',
    permission: 'buyer.unlock',
    run: (actor, id) => adminUnlockBuyer(app.deps, actor, id),
    msg: '账号已解锁',
  });
  return Promise.resolve();
};
