import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BaseInfoSchema,
  BusinessScopeSchema,
  envelopeSchema,
  MessageReadSchema,
  MessagesPageSchema,
  QualificationSchema,
  RenewLicenceBodySchema,
  MessageIdParamsSchema,
  MessagesQuerySchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { renewLicence } from './renew.service';
import { requireUserId } from '../../plugins/auth-context';
import { getMessages, readMessage } from './messages.service';
import { getBusinessScope, getQualification } from './qualification.service';
import { getBaseInfo } from './user.service';

/** The signed-in buyer's own data: header base info, qualification, business scope, messages. */
// Registration is synchronous; the plugin contract wants a promise, not an async body without await.
export const userRoutes: FastifyPluginAsyncZod = (app) => {
  app.get('/user/base', { schema: { response: { 200: envelopeSchema(BaseInfoSchema) } } }, async (request) =>
    ok(await getBaseInfo(app.deps, requireUserId(request))),
  );

  app.get(
    '/user/zizhi',
    { schema: { response: { 200: envelopeSchema(QualificationSchema) } } },
    async (request) => ok(await getQualification(app.deps, requireUserId(request))),
  );
  app.post(
    '/user/zizhi/renew',
    { schema: { body: RenewLicenceBodySchema, response: { 200: envelopeSchema(QualificationSchema) } } },
    async (request) =>
      ok(await renewLicence(app.deps, requireUserId(request), request.body), '证照已提交，等待审核'),
  );

  app.get(
    '/user/jyfw',
    { schema: { response: { 200: envelopeSchema(BusinessScopeSchema) } } },
    async (request) => ok(await getBusinessScope(app.deps, requireUserId(request))),
  );

  app.get(
    '/user/messages',
    { schema: { querystring: MessagesQuerySchema, response: { 200: envelopeSchema(MessagesPageSchema) } } },
    async (request) => {
      const { page, page_size } = request.query;
      return ok(await getMessages(app.deps, requireUserId(request), page, page_size));
    },
  );

  app.post(
    '/user/messages/:id/read',
    { schema: { params: MessageIdParamsSchema, response: { 200: envelopeSchema(MessageReadSchema) } } },
    async (request) => ok(await readMessage(app.deps, requireUserId(request), request.params.id), '已读'),
  );
  return Promise.resolve();
};
