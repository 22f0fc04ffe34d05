import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, JybgListSchema, JybgQuerySchema, type JybgList } from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { findBoughtLots } from './jybg.repo';

/** GET /api/jybg/filter: the inspection reports of the lots the signed-in buyer has bought. */
export const jybgRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/jybg/filter',
    { schema: { querystring: JybgQuerySchema, response: { 200: envelopeSchema(JybgListSchema) } } },
    async (request) => {
      const q = request.query;
      const rows = await findBoughtLots(app.deps.database.db, requireUserId(request), q);
      const data: JybgList = {
        list: rows.map(({ total: _total, last_bought_at, ...r }) => ({
          ...r,
          last_bought_at: new Date(last_bought_at).toISOString(),
        })),
        total: rows[0]?.total ?? 0,
        page: q.page,
        page_size: q.page_size,
      };
      return ok(data);
    },
  );
  return Promise.resolve();
};
