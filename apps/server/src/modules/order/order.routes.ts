import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  LogisticsSchema,
  OrderDetailSchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  RebuyResponseSchema,
} from '@shop/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { issueInvoicesNow } from '../invoice/invoice.service';
import { requireUserId } from '../../plugins/auth-context';
import { cancelMyOrder, confirmReceipt, listMyOrders, orderDetail, orderLogistics } from './order.service';
import { rebuy } from './rebuy.service';
import { logisticsProviderOf } from '../logistics/logistics.provider';

export const orderRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const params = { params: OrderIdParamsSchema };
  const done = { ...params, response: { 200: envelopeSchema(z.null()) } };

  app.get(
    '/order',
    {
      schema: {
        querystring: OrderListQuerySchema,
        response: { 200: envelopeSchema(OrderListResponseSchema) },
      },
    },
    async (request) => ok(await listMyOrders(db, requireUserId(request), request.query)),
  );
  app.get(
    '/order/:id',
    { schema: { ...params, response: { 200: envelopeSchema(OrderDetailSchema) } } },
    async (request) => ok(await orderDetail(db, requireUserId(request), request.params.id)),
  );
  app.get(
    '/order/:id/logistics',
    { schema: { ...params, response: { 200: envelopeSchema(LogisticsSchema) } } },
    async (request) =>
      ok(await orderLogistics(db, requireUserId(request), request.params.id, logisticsProviderOf(app.deps))),
  );
  app.post('/order/:id/cancel', { schema: done }, async (request) => {
    await cancelMyOrder(db, requireUserId(request), request.params.id);
    return ok(null, '订单已取消');
  });
  app.post('/order/:id/confirm', { schema: done }, async (request) => {
    await confirmReceipt(db, requireUserId(request), request.params.id);
    await issueInvoicesNow(db, app.deps.config, request.log);
    return ok(null, '已确认收货');
  });
  app.post(
    '/order/:id/rebuy',
    { schema: { ...params, response: { 200: envelopeSchema(RebuyResponseSchema) } } },
    async (request) => {
      const result = await rebuy(db, requireUserId(request), request.params.id);
      return ok(result, result.added > 0 ? '已加入购物车' : '商品暂不可购买');
    },
  );
  return Promise.resolve();
};
