import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminFeedbackListSchema,
  AdminFeedbackQuerySchema,
  AdminFileSchema,
  AdminReplyBodySchema,
  AdminWantedAnswerSchema,
  AdminWantedListSchema,
  AdminWantedQuerySchema,
  adminEnvelope,
  AdminImageParamsSchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { rowAction } from '../../lib/admin-routes';
import { sendBuyerFile } from '../upload/upload.admin.file';
import {
  adminAnswerWanted,
  adminFeedbackList,
  adminReplyFeedback,
  adminWantedList,
  feedbackImage,
} from './service.admin.service';
import { FEEDBACK_COLUMNS, WANTED_COLUMNS, exportAndBulkReply } from './service.export';

/** 客服中心 (/api/admin/service/*): feedback and wanted replies need service.reply (chats: chat-desk.admin.routes.ts). */
export const serviceAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;

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
      schema: { params: AdminImageParamsSchema, response: { 200: AdminFileSchema } },
    },
    async (request, reply) => {
      const row = await feedbackImage(db, request.params.id, request.params.n);
      return sendBuyerFile(app.deps, reply, row);
    },
  );
  rowAction(app, {
    method: 'POST',
    url: '/admin/service/feedback/:id/reply',
    permission: 'service.reply',
    body: AdminReplyBodySchema,
    run: (actor, id, input) => adminReplyFeedback(db, actor, id, input.reply),
    msg: '已回复',
  });

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
  rowAction(app, {
    method: 'POST',
    url: '/admin/service/wanted/:id/answer',
    permission: 'service.reply',
    body: AdminWantedAnswerSchema,
    run: (actor, id, input) => adminAnswerWanted(db, actor, id, input),
    msg: '已回复',
  });

  // Excel of the filtered list, and one reply to every chosen row (批量回复 = mark handled).
  exportAndBulkReply(app, {
    path: 'feedback',
    title: '意见反馈',
    query: AdminFeedbackQuerySchema,
    list: adminFeedbackList,
    columns: FEEDBACK_COLUMNS,
    missing: '反馈不存在',
    reply: (actor, id, reply) => adminReplyFeedback(db, actor, id, reply),
  });
  exportAndBulkReply(app, {
    path: 'wanted',
    title: '品种求购',
    query: AdminWantedQuerySchema,
    list: adminWantedList,
    columns: WANTED_COLUMNS,
    missing: '求购信息不存在',
    reply: (actor, id, reply) => adminAnswerWanted(db, actor, id, { reply }),
  });
  return Promise.resolve();
};
