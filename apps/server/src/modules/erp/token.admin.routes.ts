import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminErpTokenInputSchema,
  AdminErpTokenListSchema,
  AdminErpTokenSecretSchema,
  AdminIdParamsSchema,
  AdminWriteResultSchema,
  adminEnvelope,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/admin-context';
import { createToken, editToken, revokeToken, rotateToken, tokenList } from './token.service';

const config = { permission: 'integration.manage' as const };

/** 系统/集成 → ERP 接口令牌. */
export const erpTokenAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.get(
    '/admin/erp/tokens',
    { config, schema: { response: { 200: adminEnvelope(AdminErpTokenListSchema) } } },
    async () => ok(await tokenList(db)),
  );
  app.post(
    '/admin/erp/tokens',
    {
      config,
      schema: { body: AdminErpTokenInputSchema, response: { 200: adminEnvelope(AdminErpTokenSecretSchema) } },
    },
    async (request) =>
      ok(await createToken(db, actorOf(request), request.body), '令牌已创建，请立即复制保存'),
  );
  app.put(
    '/admin/erp/tokens/:id',
    {
      config,
      schema: {
        params: AdminIdParamsSchema,
        body: AdminErpTokenInputSchema,
        response: { 200: adminEnvelope(AdminWriteResultSchema) },
      },
    },
    async (request) =>
      ok(await editToken(db, actorOf(request), request.params.id, request.body), '令牌已保存'),
  );
  app.post(
    '/admin/erp/tokens/:id/rotate',
    {
      config,
      schema: { params: AdminIdParamsSchema, response: { 200: adminEnvelope(AdminErpTokenSecretSchema) } },
    },
    async (request) =>
      ok(await rotateToken(db, actorOf(request), request.params.id), '已生成新令牌，旧令牌已失效'),
  );
  app.post(
    '/admin/erp/tokens/:id/revoke',
    {
      config,
      schema: { params: AdminIdParamsSchema, response: { 200: adminEnvelope(AdminWriteResultSchema) } },
    },
    async (request) => ok(await revokeToken(db, actorOf(request), request.params.id), '令牌已吊销'),
  );
};
