import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  FeedbackBodySchema,
  FeedbackIdSchema,
  FeedbackPageSchema,
  SelfServicePageQuerySchema,
  WantedBodySchema,
  WantedIdParamsSchema,
  WantedIdSchema,
  WantedPageSchema,
  WantedSchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { listFeedback, submitFeedback } from './feedback.service';
import { addWanted, getWanted, listWanted } from './wanted.service';

/** Feedback (/yjfk) and wanted varieties (/pzqg): the buyer's side; replies come from the back office. */
export const selfServiceRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const page = { querystring: SelfServicePageQuerySchema };

  app.post(
    '/user/feedback',
    { schema: { body: FeedbackBodySchema, response: { 200: envelopeSchema(FeedbackIdSchema) } } },
    async (request) =>
      ok(await submitFeedback(db, requireUserId(request), request.body), '感谢您的反馈，我们会尽快回复'),
  );
  app.get(
    '/user/feedback',
    { schema: { ...page, response: { 200: envelopeSchema(FeedbackPageSchema) } } },
    async (request) =>
      ok(await listFeedback(db, requireUserId(request), request.query.page, request.query.page_size)),
  );

  app.post(
    '/user/wanted',
    { schema: { body: WantedBodySchema, response: { 200: envelopeSchema(WantedIdSchema) } } },
    async (request) => ok(await addWanted(db, requireUserId(request), request.body), '求购信息已提交'),
  );
  app.get(
    '/user/wanted',
    { schema: { ...page, response: { 200: envelopeSchema(WantedPageSchema) } } },
    async (request) =>
      ok(await listWanted(db, requireUserId(request), request.query.page, request.query.page_size)),
  );
  app.get(
    '/user/wanted/:id',
    { schema: { params: WantedIdParamsSchema, response: { 200: envelopeSchema(WantedSchema) } } },
    async (request) => ok(await getWanted(db, requireUserId(request), request.params.id)),
  );
  return Promise.resolve();
};
