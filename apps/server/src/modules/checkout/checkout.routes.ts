import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfirmQuerySchema, PlaceOrderBodySchema } from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { confirmOrder } from './confirm.service';
import { placeOrder } from './place.service';

export const checkoutRoutes: FastifyPluginAsyncZod = (app) => {
  app.get('/order/confirm', { schema: { querystring: ConfirmQuerySchema } }, async (request) =>
    ok(
      await confirmOrder(
        app.deps.database.db,
        requireUserId(request),
        request.query.ids,
        request.query.coupon_id,
      ),
    ),
  );

  app.post('/order', { schema: { body: PlaceOrderBodySchema } }, async (request) => {
    const result = await placeOrder(app.deps, requireUserId(request), request.body);
    return ok(result, result.replayed ? '订单已提交' : '订单提交成功');
  });
  return Promise.resolve();
};
