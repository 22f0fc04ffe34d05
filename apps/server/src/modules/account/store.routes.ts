import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddStoreBodySchema,
  AddStoreResultSchema,
  envelopeSchema,
  StoreListSchema,
  SwitchStoreBodySchema,
  SwitchStoreResultSchema,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { sessionCookieOptions, setSessionCookie } from '../auth/session.cookie';
import { requireUserId, SESSION_COOKIE } from '../../plugins/auth-context';
import { addStore, CHAIN_COOKIE, chainCookieFor, listStores, switchStore } from './store.service';

/** /zhzx/ddgl: a chain head office's stores (list, add) and buying for one of them (switch). */
export const storeRoutes: FastifyPluginAsyncZod = (app) => {
  const callerOf = (request: FastifyRequest) => ({
    userId: requireUserId(request),
    sessionToken: request.cookies[SESSION_COOKIE],
    chainCookie: request.cookies[CHAIN_COOKIE],
  });

  app.get(
    '/user/stores',
    { schema: { response: { 200: envelopeSchema(StoreListSchema) } } },
    async (request) => ok(await listStores(app.deps, callerOf(request))),
  );

  app.post(
    '/user/stores',
    { schema: { body: AddStoreBodySchema, response: { 200: envelopeSchema(AddStoreResultSchema) } } },
    async (request) =>
      ok(await addStore(app.deps, requireUserId(request), request.body), '门店已添加，资料审核中'),
  );

  app.post(
    '/user/switch_store',
    {
      schema: { body: SwitchStoreBodySchema, response: { 200: envelopeSchema(SwitchStoreResultSchema) } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { headUserId, result } = await switchStore(app.deps, caller, request.body.user_id);
      // A fresh session for the store (never the old token relabelled), the old one ended.
      const token = await app.deps.sessions.create(result.user_id);
      if (caller.sessionToken) await app.deps.sessions.destroy(caller.sessionToken);
      setSessionCookie(reply, app.deps.config, token);
      reply.setCookie(
        CHAIN_COOKIE,
        chainCookieFor(app.deps, headUserId, token),
        sessionCookieOptions(app.deps.config),
      );
      return ok(result, `已切换到${result.company}`);
    },
  );
  return Promise.resolve();
};
