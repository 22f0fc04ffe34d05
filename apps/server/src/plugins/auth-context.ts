import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notSignedIn } from '../lib/errors';

export const SESSION_COOKIE = 'ys_sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in buyer's user id, or null for a visitor. */
    userId: number | null;
  }
}

/** The signed-in buyer or a 10001/401, for routes that need one. */
export function requireUserId(request: FastifyRequest): number {
  if (request.userId === null) throw notSignedIn();
  return request.userId;
}

/** Resolves the session cookie once per request; routes decide whether a visitor may pass. */
async function authContextPlugin(app: FastifyInstance) {
  app.decorateRequest('userId', null);
  const stopCache = await app.deps.sessions.startCache?.((err) =>
    app.log.error(
      { err },
      'session eviction feed lost; sessions are read from the store until it reconnects',
    ),
  );
  if (stopCache) app.addHook('onClose', stopCache);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.userId = await app.deps.sessions.resolve(token);
  });
}

export default fp(authContextPlugin, { name: 'auth-context', dependencies: ['deps'] });
