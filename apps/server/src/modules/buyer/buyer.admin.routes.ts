import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdjustWalletBodySchema,
  AdminBuyerActionResultSchema,
  AdminBuyerDetailSchema,
  AdminBuyerLicenceParamsSchema,
  AdminBuyerListSchema,
  AdminBuyerQuerySchema,
  AdminFileSchema,
  AdminIdParamsSchema,
  ApproveBuyerBodySchema,
  AssignManagerBodySchema,
  RejectBuyerBodySchema,
  adminEnvelope,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/admin-context';
import { fileStoreOf } from '../upload/upload.service';
import {
  adminAdjustWallet,
  adminApproveBuyer,
  adminAssignManager,
  adminRejectBuyer,
  adminUnlockBuyer,
} from './buyer.actions.service';
import { adminBuyerDetail, adminBuyerList, licenceUpload } from './buyer.admin.service';

/** 客户管理 (/api/admin/buyers*): each change names its own permission. */
export const buyerAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const params = AdminIdParamsSchema;
  const action = { 200: adminEnvelope(AdminBuyerActionResultSchema) };

  app.get(
    '/admin/buyers',
    {
      config: { permission: 'buyer.view' },
      schema: { querystring: AdminBuyerQuerySchema, response: { 200: adminEnvelope(AdminBuyerListSchema) } },
    },
    async (request) => ok(await adminBuyerList(db, request.query)),
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
      return reply
        .header('content-type', row.mime)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(fileStoreOf(app.deps).read(row.storageKey));
    },
  );

  app.post(
    '/admin/buyers/:id/approve',
    {
      config: { permission: 'buyer.review' },
      schema: { params, body: ApproveBuyerBodySchema, response: action },
    },
    async (request) =>
      ok(await adminApproveBuyer(db, actorOf(request), request.params.id, request.body), '资质审核已通过'),
  );

  app.post(
    '/admin/buyers/:id/reject',
    {
      config: { permission: 'buyer.review' },
      schema: { params, body: RejectBuyerBodySchema, response: action },
    },
    async (request) =>
      ok(await adminRejectBuyer(db, actorOf(request), request.params.id, request.body.reason), '资质已驳回'),
  );

  app.post(
    '/admin/buyers/:id/manager',
    {
      config: { permission: 'buyer.assign' },
      schema: { params, body: AssignManagerBodySchema, response: action },
    },
    async (request) =>
      ok(
        await adminAssignManager(db, actorOf(request), request.params.id, request.body.manager_id),
        '客户经理已分配',
      ),
  );

  app.post(
    '/admin/buyers/:id/wallet',
    {
      config: { permission: 'buyer.wallet' },
      schema: { params, body: AdjustWalletBodySchema, response: action },
    },
    async (request) =>
      ok(await adminAdjustWallet(db, actorOf(request), request.params.id, request.body), '已调整'),
  );

  app.post(
    '/admin/buyers/:id/unlock',
    { config: { permission: 'buyer.unlock' }, schema: { params, response: action } },
    async (request) =>
      ok(await adminUnlockBuyer(app.deps, actorOf(request), request.params.id), '账号已解锁'),
  );
  return Promise.resolve();
};
