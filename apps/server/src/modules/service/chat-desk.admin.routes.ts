import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminChatAgentListSchema,
  AdminChatAssignSchema,
  AdminChatCustomerSchema,
  AdminChatListSchema,
  AdminChatQuerySchema,
  AdminChatReplySchema,
  AdminChatThreadSchema,
  AdminChatUnreadSchema,
  AdminIdParamsSchema,
  adminEnvelope,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { rowAction } from '../../lib/admin-routes';
import { requireOperator } from '../../plugins/admin-context';
import { unreadFor } from './chat-desk.repo';
import {
  adminChatList,
  adminChatReply,
  adminChatThread,
  assignChat,
  chatAgents,
  claimChat,
} from './chat-desk.service';
import { chatCustomer } from './service.panel';

/** 在线客服 desk (/api/admin/service/chats*): service.chat answers, service.assign 改派. */
export const chatDeskAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const params = AdminIdParamsSchema;
  const config = { permission: 'service.chat' } as const;

  app.get(
    '/admin/service/chats',
    {
      config,
      schema: { querystring: AdminChatQuerySchema, response: { 200: adminEnvelope(AdminChatListSchema) } },
    },
    async (request) => ok(await adminChatList(db, requireOperator(request).id, request.query)),
  );
  app.get(
    '/admin/service/chats/unread',
    { config, schema: { response: { 200: adminEnvelope(AdminChatUnreadSchema) } } },
    async (request) => {
      const op = requireOperator(request);
      // An account manager's desk counts their own customers only, as their list shows.
      const manager = op.dataScope === 'own' ? (op.accountManagerId ?? 0) : undefined;
      return ok(await unreadFor(db, op.id, manager));
    },
  );
  app.get(
    '/admin/service/chat-agents',
    {
      config: { permission: 'service.assign' },
      schema: { response: { 200: adminEnvelope(AdminChatAgentListSchema) } },
    },
    async () => ok(await chatAgents(db)),
  );
  app.get(
    '/admin/service/chats/:id',
    { config, schema: { params, response: { 200: adminEnvelope(AdminChatThreadSchema) } } },
    async (request) => ok(await adminChatThread(db, requireOperator(request).id, request.params.id)),
  );
  app.get(
    '/admin/service/chats/:id/customer',
    { config, schema: { params, response: { 200: adminEnvelope(AdminChatCustomerSchema) } } },
    async (request) => ok(await chatCustomer(db, request.params.id)),
  );
  rowAction(app, {
    method: 'POST',
    url: '/admin/service/chats/:id',
    permission: 'service.chat',
    body: AdminChatReplySchema,
    run: (actor, id, input) => adminChatReply(db, actor, id, input.content),
    msg: '已发送',
  });
  rowAction(app, {
    method: 'POST',
    url: '/admin/service/chats/:id/claim',
    permission: 'service.chat',
    run: (actor, id) => claimChat(db, actor, id),
    msg: '已接待该会话',
  });
  rowAction(app, {
    method: 'POST',
    url: '/admin/service/chats/:id/assign',
    permission: 'service.assign',
    body: AdminChatAssignSchema,
    run: (actor, id, input) => assignChat(db, actor, id, input.operator_id),
    msg: '已改派',
  });
  return Promise.resolve();
};
