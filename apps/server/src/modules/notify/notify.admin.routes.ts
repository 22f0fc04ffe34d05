import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUEUES, queuesFor } from '../dashboard/dashboard.queues';
import { AdminEventStreamSchema, hasPermission } from '@shop/shared';
import { requireOperator } from '../../plugins/admin-context';
import { connectWorkBus, onWork } from './work-bus';

const HEARTBEAT_MS = 25_000;

/**
 * The back-office bell: a server-sent event stream per signed-in operator. It sends the operator's
 * queues on connect, and again (event `work`, naming the queue that grew) whenever new work enters a
 * queue the operator may act on. The bell counts and rings from it; nothing polls.
 */
export const notifyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  if (app.deps.redis) {
    const disconnect = await connectWorkBus(app.deps.redis);
    app.addHook('onClose', disconnect);
  }

  app.get(
    '/admin/notifications/stream',
    { config: { permission: 'signed_in' }, schema: { response: { 200: AdminEventStreamSchema } } },
    async (request, reply) => {
      const permissions = requireOperator(request).permissions;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx: pass each event on at once instead of buffering the stream.
        'x-accel-buffering': 'no',
      });
      const send = async (event: string, queue?: string) => {
        const queues = await queuesFor(db, permissions);
        res.write(`event: ${event}\ndata: ${JSON.stringify({ queue: queue ?? null, queues })}\n\n`);
      };
      const stop = onWork((queue) => {
        const def = QUEUES.find((q) => q.key === queue);
        if (def && hasPermission(permissions, def.permission)) send('work', queue).catch(() => res.end());
      });
      const beat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        stop();
        clearInterval(beat);
      });
      await send('queues');
    },
  );
};
