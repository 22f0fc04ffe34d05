import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUYER_NOTIFY_EVENTS,
  NotifySettingsBodySchema,
  NotifySettingsSchema,
  envelopeSchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { BUYER_EVENTS } from './buyer-notify';
import { setSmsEvents, smsEventsOf } from './notify.repo';

/** The buyer's choice of which order and licence events also come by SMS. */
export const notifyRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const response = { 200: envelopeSchema(NotifySettingsSchema) };
  const settings = async (userId: number) => {
    const held = new Set(await smsEventsOf(db, userId));
    return {
      sms: BUYER_NOTIFY_EVENTS.filter((e) => held.has(e)),
      events: BUYER_NOTIFY_EVENTS.map((code) => ({ code, name: BUYER_EVENTS[code] })),
    };
  };
  app.get('/user/notify-settings', { schema: { response } }, async (request) =>
    ok(await settings(requireUserId(request))),
  );
  app.put(
    '/user/notify-settings',
    { schema: { body: NotifySettingsBodySchema, response } },
    async (request) => {
      const userId = requireUserId(request);
      const sms = [...new Set(request.body.sms)];
      await setSmsEvents(db, userId, sms);
      return ok(await settings(userId), '通知设置已保存');
    },
  );
  return Promise.resolve();
};
