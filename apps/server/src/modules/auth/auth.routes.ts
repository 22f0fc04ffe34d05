import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { SESSION_COOKIE } from '../../plugins/auth-context';
import { signInBody } from './auth.schemas';
import { signIn } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.deps.config.NODE_ENV === 'production',
    maxAge: app.deps.config.SESSION_ABSOLUTE_HOURS * 3600,
  };

  app.post('/user/login', { schema: { body: signInBody } }, async (request, reply) => {
    const old = request.cookies[SESSION_COOKIE];
    if (old) await app.deps.sessions.destroy(old);
    const { token } = await signIn(app.deps, request.body, request.ip);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    return ok({ login: true }, '登录成功');
  });

  app.delete('/user/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await app.deps.sessions.destroy(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null, '已安全退出');
  });
};
