import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreditSummarySchema,
  RepayBodySchema,
  RepayResultSchema,
  VoucherBodySchema,
  VoucherListSchema,
  VoucherSchema,
  envelopeSchema,
  idParam,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { creditSummary, repayFromBalance } from './credit.service';
import { myVouchers, submitVoucher } from './voucher.service';

const VoucherQuerySchema = z.object({ order_id: idParam('订单编号不正确').optional() });

/** 我的账期 and 转账凭证 (wallet and pay page). */
export const creditRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;

  app.get(
    '/user/credit',
    { schema: { response: { 200: envelopeSchema(CreditSummarySchema) } } },
    async (request) => ok(await creditSummary(db, requireUserId(request))),
  );
  app.post(
    '/user/credit/repay',
    { schema: { body: RepayBodySchema, response: { 200: envelopeSchema(RepayResultSchema) } } },
    async (request) =>
      ok(await repayFromBalance(db, requireUserId(request), request.body.amount), '还款成功'),
  );
  app.get(
    '/user/transfer_vouchers',
    { schema: { querystring: VoucherQuerySchema, response: { 200: envelopeSchema(VoucherListSchema) } } },
    async (request) => ok(await myVouchers(db, requireUserId(request), request.query.order_id)),
  );
  app.post(
    '/user/transfer_vouchers',
    { schema: { body: VoucherBodySchema, response: { 200: envelopeSchema(VoucherSchema) } } },
    async (request) =>
      ok(
        await submitVoucher(db, requireUserId(request), request.body),
        '转账凭证已提交，财务确认到账后通知您',
      ),
  );
  return Promise.resolve();
};
