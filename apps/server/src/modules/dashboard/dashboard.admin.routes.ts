import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, DashboardSchema, adminEnvelope } from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/admin-context';
import { dashboard } from './dashboard.service';

export const dashboardAdminRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: { permission: 'dashboard.view' },
      schema: { querystring: DashboardQuerySchema, response: { 200: adminEnvelope(DashboardSchema) } },
    },
    async (request) =>
      ok(await dashboard(app.deps.database.db, requireOperator(request).permissions, request.query)),
  );
  return Promise.resolve();
};
