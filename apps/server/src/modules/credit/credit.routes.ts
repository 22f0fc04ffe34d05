import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreditSummarySchema,
  FileBytesSchema,
  MonthQuerySchema,
  StatementDownloadQuerySchema,
  StatementReplyBodySchema,
  StatementSchema,
  RepayBodySchema,
  RepayResultSchema,
  VoucherBodySchema,
  VoucherQuerySchema,
  VoucherListSchema,
  VoucherSchema,
  envelopeSchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { creditSummary, repayFromBalance } from './credit.service';
import { myVouchers, submitVoucher } from './voucher.service';
import { buyerStatement, replyStatement, sendStatement } from './statement.view';

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
  app.get(
    '/user/statements',
    { schema: { querystring: MonthQuerySchema, response: { 200: envelopeSchema(StatementSchema) } } },
    async (request) => ok(await buyerStatement(db, requireUserId(request), request.query.month)),
  );
  app.post(
    '/user/statements/reply',
    { schema: { body: StatementReplyBodySchema, response: { 200: envelopeSchema(StatementSchema) } } },
    async (request) =>
      ok(
        await replyStatement(db, requireUserId(request), request.body),
        request.body.status === 'confirmed' ? '对账单已确认' : '异议已提交，财务将与您联系',
      ),
  );
  app.get(
    '/user/statements/download',
    {
      schema: {
        querystring: StatementDownloadQuerySchema,
        response: { 200: FileBytesSchema },
      },
    },
    async (request, reply) =>
      sendStatement(
        reply,
        await buyerStatement(db, requireUserId(request), request.query.month),
        request.query.format,
      ),
  );
  return Promise.resolve();
};
