import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, SmsOutboxQuerySchema, SmsOutboxSchema } from '@shop/shared';
import { ok } from '../../lib/reply';
import { readOutbox } from '../sms/sandbox.provider';

/**
 * Development tools: the sandbox SMS outbox (for trying the shop without a phone, and for the
 * journeys that read their codes there). Buyers are approved by 质管 in the back office
 * (/api/admin/buyers/:id/approve); there is no shortcut. Not registered in production unless
 * DEV_TOOLS=true says so explicitly, and even then only operators read it (under /api/admin, with
 * their session): the outbox holds every buyer's reset codes.
 */
export const devRoutes: FastifyPluginAsyncZod = (app) => {
  const { NODE_ENV, DEV_TOOLS, SMS_PROVIDER } = app.deps.config;
  if (!(DEV_TOOLS ?? NODE_ENV !== 'production')) return Promise.resolve();
  if (SMS_PROVIDER !== 'sandbox') return Promise.resolve();
  const schema = { querystring: SmsOutboxQuerySchema, response: { 200: envelopeSchema(SmsOutboxSchema) } };
  // Operators who unlock buyers' accounts may read the codes sent to them.
  app.get('/admin/dev/sms_outbox', { schema, config: { permission: 'buyer.unlock' } }, async (request) =>
    ok({ list: await readOutbox(app.deps.database.db, request.query.phone, 50) }),
  );
  // Open to anyone only outside production (a developer's machine, the tests).
  if (NODE_ENV !== 'production') {
    app.get('/dev/sms_outbox', { schema }, async (request) =>
      ok({ list: await readOutbox(app.deps.database.db, request.query.phone, 50) }),
    );
  }
  return Promise.resolve();
};
