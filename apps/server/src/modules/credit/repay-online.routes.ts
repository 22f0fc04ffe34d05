import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OnlineRepayBodySchema,
  OnlineRepayParamsSchema,
  OnlineRepaySchema,
  envelopeSchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { createPayer } from '../payment/gateway';
import { onlineRepayStatus, startOnlineRepay } from './repay-online.service';

/** 在线还款 (我的账期): open the gateway trade, then poll it until the notification applied it. */
export const repayOnlineRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const payer = createPayer(app.deps.config);
  app.post(
    '/user/credit/repay_online',
    { schema: { body: OnlineRepayBodySchema, response: { 200: envelopeSchema(OnlineRepaySchema) } } },
    async (request) =>
      ok(await startOnlineRepay(db, payer, requireUserId(request), request.body), '请完成支付'),
  );
  app.get(
    '/user/credit/repay_online/:out_trade_no',
    { schema: { params: OnlineRepayParamsSchema, response: { 200: envelopeSchema(OnlineRepaySchema) } } },
    async (request) => ok(await onlineRepayStatus(db, requireUserId(request), request.params.out_trade_no)),
  );
  return Promise.resolve();
};
