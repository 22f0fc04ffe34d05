import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminIdParamsSchema,
  InvoiceSchema,
  MonthlyInvoiceBodySchema,
  MonthlyInvoicePreviewSchema,
  MonthlyInvoiceQuerySchema,
  adminEnvelope,
} from '@shop/shared';
import { invalid } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/admin-context';
import { monthlyPreview, requestMonthlyInvoice } from './invoice.monthly';
import { invoiceProfile } from './invoice.profile';
import { issueInvoicesNow } from './invoice.service';

/**
 * 财务代客户申请月度合并发票: the same preview and request the buyer has on /dzfp/hb, for the buyer
 * named in the path (:id is the buyer's user id), audited in the request's transaction.
 */
export const invoiceAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const path = '/admin/finance/buyers/:id/monthly-invoice';

  app.get(
    path,
    {
      config: { permission: 'finance.invoice' },
      schema: {
        params: AdminIdParamsSchema,
        querystring: MonthlyInvoiceQuerySchema,
        response: { 200: adminEnvelope(MonthlyInvoicePreviewSchema) },
      },
    },
    async (request) => ok(await monthlyPreview(db, request.params.id, request.query.month)),
  );
  app.post(
    path,
    {
      config: { permission: 'finance.invoice' },
      schema: {
        params: AdminIdParamsSchema,
        body: MonthlyInvoiceBodySchema,
        response: { 200: adminEnvelope(InvoiceSchema) },
      },
    },
    async (request) => {
      await invoiceProfile(db, request.params.id); // 404 for an id that is no buyer
      const invoice = await requestMonthlyInvoice(db, request.params.id, request.body, {
        actor: actorOf(request),
        refuse: invalid,
      });
      await issueInvoicesNow(db, app.deps.config, request.log);
      return ok(invoice, '已为客户提交月度合并开票申请');
    },
  );
  return Promise.resolve();
};
