import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBankRefundBodySchema,
  AdminBankRefundSchema,
  AdminIdParamsSchema,
  AdminOnlineRefundListSchema,
  AdminOnlineRefundQuerySchema,
  AdminRefundRetrySchema,
  adminEnvelope,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/admin-context';
import { createRefunder } from '../payment/gateway';
import { refundByBank, retryOnlineRefund, unsettledRefundList } from './refund.admin.service';

/** 财务 › 退款异常: online refunds the gateway refused or keeps failing, 重试 and 改为银行退款. */
export const refundAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const provider = createRefunder(app.deps.config).name;

  app.get(
    '/admin/finance/refunds',
    {
      config: { permission: 'finance.receivables' },
      schema: {
        querystring: AdminOnlineRefundQuerySchema,
        response: { 200: adminEnvelope(AdminOnlineRefundListSchema) },
      },
    },
    async (request) => ok(await unsettledRefundList(db, request.query.page, request.query.page_size)),
  );
  app.post(
    '/admin/finance/refunds/:id/retry',
    {
      config: { permission: 'aftersale.refund' },
      schema: { params: AdminIdParamsSchema, response: { 200: adminEnvelope(AdminRefundRetrySchema) } },
    },
    async (request) => {
      const r = await retryOnlineRefund(db, actorOf(request), request.params.id, provider);
      // The job is due now: this instance's runner takes it without waiting for its poll.
      app.jobs.kick();
      return ok(r, '已重新发送退款，稍后刷新查看结果');
    },
  );
  app.post(
    '/admin/finance/refunds/:id/bank',
    {
      config: { permission: 'aftersale.refund' },
      schema: {
        params: AdminIdParamsSchema,
        body: AdminBankRefundBodySchema,
        response: { 200: adminEnvelope(AdminBankRefundSchema) },
      },
    },
    async (request) =>
      ok(await refundByBank(db, actorOf(request), request.params.id, request.body), '已登记银行退款'),
  );
  return Promise.resolve();
};
