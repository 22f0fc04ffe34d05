import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminChatListSchema,
  AdminChatQuerySchema,
  AdminChatReplySchema,
  AdminChatThreadSchema,
  AdminFeedbackListSchema,
  AdminFeedbackQuerySchema,
  AdminFileSchema,
  AdminIdParamsSchema,
  AdminReplyBodySchema,
  AdminServiceResultSchema,
  AdminWantedAnswerSchema,
  AdminWantedListSchema,
  AdminWantedQuerySchema,
  adminEnvelope,
  idParam,
  intParam,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/admin-context';
import { fileStoreOf } from '../upload/upload.service';
import {
  adminAnswerWanted,
  adminChatList,
  adminChatReply,
  adminChatThread,
  adminFeedbackList,
  adminReplyFeedback,
  adminWantedList,
  feedbackImage,
} from './service.admin.service';

const ImageParams = z.object({ id: idParam('编号不正确'), n: intParam('图片序号不正确', 1, 3) });

/** 客服中心 (/api/admin/service/*): chats need service.chat, replies service.reply. */
export const serviceAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const params = AdminIdParamsSchema;
  const result = { 200: adminEnvelope(AdminServiceResultSchema) };

  app.get(
    '/admin/service/chats',
    {
      config: { permission: 'service.chat' },
      schema: { querystring: AdminChatQuerySchema, response: { 200: adminEnvelope(AdminChatListSchema) } },
    },
    async (request) => ok(await adminChatList(db, request.query)),
  );
  app.get(
    '/admin/service/chats/:id',
    {
      config: { permission: 'service.chat' },
      schema: { params, response: { 200: adminEnvelope(AdminChatThreadSchema) } },
    },
    async (request) => ok(await adminChatThread(db, request.params.id)),
  );
  app.post(
    '/admin/service/chats/:id',
    {
      config: { permission: 'service.chat' },
      schema: { params, body: AdminChatReplySchema, response: result },
    },
    async (request) =>
      ok(await adminChatReply(db, actorOf(request), request.params.id, request.body.content), '已发送'),
  );

  app.get(
    '/admin/service/feedback',
    {
      config: { permission: 'service.reply' },
      schema: {
        querystring: AdminFeedbackQuerySchema,
        response: { 200: adminEnvelope(AdminFeedbackListSchema) },
      },
    },
    async (request) => ok(await adminFeedbackList(db, request.query)),
  );
  app.get(
    '/admin/service/feedback/:id/images/:n',
    {
      config: { permission: 'service.reply' },
      schema: { params: ImageParams, response: { 200: AdminFileSchema } },
    },
    async (request, reply) => {
      const row = await feedbackImage(db, request.params.id, request.params.n);
      return reply
        .header('content-type', row.mime)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(fileStoreOf(app.deps).read(row.storageKey));
    },
  );
  app.post(
    '/admin/service/feedback/:id/reply',
    {
      config: { permission: 'service.reply' },
      schema: { params, body: AdminReplyBodySchema, response: result },
    },
    async (request) =>
      ok(await adminReplyFeedback(db, actorOf(request), request.params.id, request.body.reply), '已回复'),
  );

  app.get(
    '/admin/service/wanted',
    {
      config: { permission: 'service.reply' },
      schema: {
        querystring: AdminWantedQuerySchema,
        response: { 200: adminEnvelope(AdminWantedListSchema) },
      },
    },
    async (request) => ok(await adminWantedList(db, request.query)),
  );
  app.post(
    '/admin/service/wanted/:id/answer',
    {
      config: { permission: 'service.reply' },
      schema: { params, body: AdminWantedAnswerSchema, response: result },
    },
    async (request) =>
      ok(await adminAnswerWanted(db, actorOf(request), request.params.id, request.body), '已回复'),
  );
  return Promise.resolve();
};
