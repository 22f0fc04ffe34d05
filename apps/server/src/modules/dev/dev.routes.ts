import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DevApproveBodySchema, envelopeSchema, SmsOutboxQuerySchema, SmsOutboxSchema } from '@shop/shared';
import { users } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { readOutbox } from '../sms/sandbox.provider';
import { approveQualification } from '../user/review.service';

/**
 * Development tools: the sandbox SMS outbox (for trying the shop without a phone, and for the
 * journeys that read their codes there) and a review shortcut standing in for the back office's
 * 质管 screen. Not registered in production unless DEV_TOOLS=true says so explicitly.
 */
export const devRoutes: FastifyPluginAsyncZod = (app) => {
  const { NODE_ENV, DEV_TOOLS, SMS_PROVIDER } = app.deps.config;
  if (!(DEV_TOOLS ?? NODE_ENV !== 'production')) return Promise.resolve();
  if (SMS_PROVIDER === 'sandbox') {
    app.get(
      '/dev/sms_outbox',
      { schema: { querystring: SmsOutboxQuerySchema, response: { 200: envelopeSchema(SmsOutboxSchema) } } },
      async (request) => ok({ list: await readOutbox(app.deps.database.db, request.query.phone, 50) }),
    );
  }
  app.post(
    '/dev/approve',
    { schema: { body: DevApproveBodySchema, response: { 200: envelopeSchema(DevApproveBodySchema) } } },
    async (request) => {
      const db = app.deps.database.db;
      const [u] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, request.body.username));
      if (!u) throw notFound('客户不存在');
      await approveQualification(db, u.id);
      return ok(request.body, '已审核通过');
    },
  );
  return Promise.resolve();
};
