import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUYER_NOTIFY_EVENTS,
  NotifySettingsBodySchema,
  NotifySettingsSchema,
  envelopeSchema,
  maskPhone,
  type NotifySettings,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { BUYER_EVENTS } from './buyer-notify';
import { findSmsChoice, saveSmsChoice } from './notify-settings.repo';

/** The buyer's choice as the settings page shows it: every event, the chosen ones, the mobile. */
async function settings(db: Db, userId: number): Promise<NotifySettings> {
  const row = await findSmsChoice(db, userId);
  const held = new Set(row.sms);
  return {
    sms: BUYER_NOTIFY_EVENTS.filter((e) => held.has(e)),
    events: BUYER_NOTIFY_EVENTS.map((code) => ({ code, name: BUYER_EVENTS[code] })),
    phone: maskPhone(row.phone),
  };
}

/** The buyer's choice of which order and licence events also come by SMS (/zhzx/tzsz). */
export const notifyRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const response = { 200: envelopeSchema(NotifySettingsSchema) };
  app.get('/user/notify-settings', { schema: { response } }, async (request) =>
    ok(await settings(db, requireUserId(request))),
  );
  app.put(
    '/user/notify-settings',
    { schema: { body: NotifySettingsBodySchema, response } },
    async (request) => {
      const userId = requireUserId(request);
      await saveSmsChoice(db, userId, [...new Set(request.body.sms)]);
      return ok(await settings(db, userId), '通知设置已保存');
    },
  );
  return Promise.resolve();
};
