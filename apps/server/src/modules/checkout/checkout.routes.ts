import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmQuerySchema,
  ConfirmResponseSchema,
  envelopeSchema,
  PlaceOrderBodySchema,
  PlaceOrderResponseSchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { confirmOrder } from './confirm.service';
import { placeOrder } from './place.service';

export const checkoutRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/order/confirm',
    { schema: { querystring: ConfirmQuerySchema, response: { 200: envelopeSchema(ConfirmResponseSchema) } } },
    async (request) =>
      ok(
        await confirmOrder(
          app.deps.database.db,
          requireUserId(request),
          request.query.ids,
          request.query.coupon_id,
        ),
      ),
  );

  app.post(
    '/order',
    { schema: { body: PlaceOrderBodySchema, response: { 200: envelopeSchema(PlaceOrderResponseSchema) } } },
    async (request) => {
      const result = await placeOrder(app.deps, requireUserId(request), request.body);
      return ok(result, result.replayed ? '订单已提交' : '订单提交成功');
    },
  );
  return Promise.resolve();
};
