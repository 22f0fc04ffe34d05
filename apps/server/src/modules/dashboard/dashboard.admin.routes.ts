import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema, adminEnvelope } from '@shop/shared';
import { ok } from '../../lib/reply';
import { dashboard } from './dashboard.service';

export const dashboardAdminRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: { permission: 'dashboard.view' },
      schema: { response: { 200: adminEnvelope(DashboardSchema) } },
    },
    async () => ok(await dashboard(app.deps.database.db)),
  );
  return Promise.resolve();
};
