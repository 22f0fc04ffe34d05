import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEnvelope, RegionTreeSchema } from '@shop/shared';
import { ok } from '../../lib/reply';
import { regionTreeGb } from './regions';

/**
 * GET /api/admin/regions: the GB/T 2260 tree with six-digit codes, what the back office's region
 * pickers (客户价地区, 控销地区, 领券地区) choose from, so a rule stores a province, city or district code.
 */
export const regionsAdminRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/admin/regions',
    { config: { permission: 'signed_in' }, schema: { response: { 200: adminEnvelope(RegionTreeSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=86400');
      return ok(regionTreeGb());
    },
  );
  return Promise.resolve();
};
