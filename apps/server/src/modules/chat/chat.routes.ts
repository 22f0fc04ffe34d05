import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatListQuerySchema, ChatListResponseSchema, ChatSendSchema, envelopeSchema } from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { listChat, sendChat } from './chat.service';

/** 在线客服 of the right toolbar (spec §6 is_can_chat): the signed-in buyer's own conversation. */
export const chatRoutes: FastifyPluginAsyncZod = (app) => {
  const response = { 200: envelopeSchema(ChatListResponseSchema) };
  app.get('/chat/messages', { schema: { querystring: ChatListQuerySchema, response } }, async (request) =>
    ok(await listChat(app.deps, requireUserId(request), request.query.after_id)),
  );

  app.post('/chat/messages', { schema: { body: ChatSendSchema, response } }, async (request) =>
    ok(await sendChat(app.deps, requireUserId(request), request.body), '发送成功'),
  );
  return Promise.resolve();
};
