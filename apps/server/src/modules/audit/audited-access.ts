import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { actorOf } from '../../plugins/admin-context';
import { audit } from './audit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An operator call that changes nothing but must still be on the record: every export (the
     * data leaves the shop) and every image upload. Written once the answer succeeded.
     */
    audited?: { action: string; targetType: string; summary: string };
  }
}

async function auditedAccess(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const what = request.routeOptions.config.audited;
    if (!what || !request.operator || reply.statusCode >= 300) return payload;
    const query = request.query && typeof request.query === 'object' ? request.query : {};
    const kind = (request.body as { kind?: unknown } | undefined)?.kind;
    await app.deps.database.db.transaction((tx) =>
      audit(tx, actorOf(request), {
        action: what.action,
        targetType: what.targetType,
        targetId: request.routeOptions.url ?? '',
        summary: what.summary,
        after: { query, ...(typeof kind === 'string' ? { kind } : {}) },
      }),
    );
    return payload;
  });
}

export default fp(auditedAccess, { name: 'audited-access', dependencies: ['admin-context'] });
