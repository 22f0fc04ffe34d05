import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, SignInBodySchema, SignInResultSchema } from '@shop/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { SESSION_COOKIE } from '../../plugins/auth-context';
import { signIn } from './auth.service';

/** Read by the storefront (apps/web/src/features/shell/signInHint.ts). */
export const SIGN_IN_HINT_COOKIE = 'ky_login';

// Registration is synchronous; the plugin contract wants a promise, not an async body without await.
export const authRoutes: FastifyPluginAsyncZod = (app) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Secure only where the public origin is https: a shop tried on http://127.0.0.1 must still sign in.
    secure: app.deps.config.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    maxAge: app.deps.config.SESSION_ABSOLUTE_HOURS * 3600,
  };
  // Not a credential: a readable "this browser may be signed in" beside the session, so the
  // storefront skips its base-info call for visitors (a 401 there is a console error on every first
  // visit) and sends them to /login before drawing a page that needs a session.
  const hintOptions = { ...cookieOptions, httpOnly: false };

  app.post(
    '/user/login',
    { schema: { body: SignInBodySchema, response: { 200: envelopeSchema(SignInResultSchema) } } },
    async (request, reply) => {
      // A failed attempt leaves the current session alone; only a success replaces it (new token,
      // so a planted session id cannot be fixed onto the buyer).
      const { token } = await signIn(app.deps, request.body, request.ip);
      const old = request.cookies[SESSION_COOKIE];
      if (old) await app.deps.sessions.destroy(old);
      reply.setCookie(SESSION_COOKIE, token, cookieOptions);
      reply.setCookie(SIGN_IN_HINT_COOKIE, '1', hintOptions);
      return ok({ login: true as const }, '登录成功');
    },
  );

  app.delete(
    '/user/logout',
    { schema: { response: { 200: envelopeSchema(z.null()) } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await app.deps.sessions.destroy(token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(SIGN_IN_HINT_COOKIE, { path: '/' });
      return ok(null, '已安全退出');
    },
  );
  return Promise.resolve();
};
