import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  ReceiptBodySchema,
  ReceiptOrderParamsSchema,
  ReceiptPageSchema,
  ReceiptQuerySchema,
} from '@shop/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { listReceipts, submitReceipt } from './receipt.service';

/** 含麻黄碱订单 (/hmdd): shipped ephedrine orders and their signed arrival receipts. */
export const receiptRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;

  app.get(
    '/order/receipts',
    { schema: { querystring: ReceiptQuerySchema, response: { 200: envelopeSchema(ReceiptPageSchema) } } },
    async (request) =>
      ok(await listReceipts(db, requireUserId(request), request.query.page, request.query.page_size)),
  );
  app.post(
    '/order/:id/receipt',
    {
      schema: {
        params: ReceiptOrderParamsSchema,
        body: ReceiptBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await submitReceipt(db, requireUserId(request), request.params.id, request.body.upload_id);
      return ok(null, '签收回执已上传');
    },
  );
  return Promise.resolve();
};
