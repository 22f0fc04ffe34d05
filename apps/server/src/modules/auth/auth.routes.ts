import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, SignInBodySchema, SignInResultSchema } from '@shop/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { SESSION_COOKIE } from '../../plugins/auth-context';
import { signIn } from './auth.service';
import { clearSessionCookie, setSessionCookie } from './session.cookie';

// Registration is synchronous; the plugin contract wants a promise, not an async body without await.
export const authRoutes: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/user/login',
    { schema: { body: SignInBodySchema, response: { 200: envelopeSchema(SignInResultSchema) } } },
    async (request, reply) => {
      // A failed attempt leaves the current session alone; only a success replaces it (new token,
      // so a planted session id cannot be fixed onto the buyer).
      const { token } = await signIn(app.deps, request.body, request.ip);
      const old = request.cookies[SESSION_COOKIE];
      if (old) await app.deps.sessions.destroy(old);
      setSessionCookie(reply, app.deps.config, token);
      return ok({ login: true as const }, '登录成功');
    },
  );

  app.delete(
    '/user/logout',
    { schema: { response: { 200: envelopeSchema(z.null()) } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await app.deps.sessions.destroy(token);
      clearSessionCookie(reply);
      return ok(null, '已安全退出');
    },
  );
  return Promise.resolve();
};
