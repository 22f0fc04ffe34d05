import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  InvoiceIdParamsSchema,
  InvoicePdfSchema,
  InvoicePageSchema,
  InvoiceQuerySchema,
  InvoiceSchema,
  InvoiceProfileBodySchema,
  InvoiceProfileSchema,
  MonthlyInvoiceBodySchema,
  MonthlyInvoicePreviewSchema,
  MonthlyInvoiceQuerySchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { invoicePdf } from './invoice.pdf';
import { issueInvoicesNow, listMyInvoices, myIssuedInvoice } from './invoice.service';
import { invoiceProfile, saveInvoiceProfile } from './invoice.profile';
import { monthlyPreview, requestMonthlyInvoice } from './invoice.monthly';

/** 电子发票查询 (/dzfp): the buyer's invoices and each one's PDF. */
export const invoiceRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;

  app.get(
    '/invoice',
    { schema: { querystring: InvoiceQuerySchema, response: { 200: envelopeSchema(InvoicePageSchema) } } },
    async (request) => ok(await listMyInvoices(db, requireUserId(request), request.query)),
  );
  app.get(
    '/user/invoice_profile',
    { schema: { response: { 200: envelopeSchema(InvoiceProfileSchema) } } },
    async (request) => ok(await invoiceProfile(db, requireUserId(request))),
  );
  app.put(
    '/user/invoice_profile',
    { schema: { body: InvoiceProfileBodySchema, response: { 200: envelopeSchema(InvoiceProfileSchema) } } },
    async (request) =>
      ok(await saveInvoiceProfile(db, requireUserId(request), request.body), '开票资料已保存'),
  );
  app.get(
    '/invoice/monthly',
    {
      schema: {
        querystring: MonthlyInvoiceQuerySchema,
        response: { 200: envelopeSchema(MonthlyInvoicePreviewSchema) },
      },
    },
    async (request) => ok(await monthlyPreview(db, requireUserId(request), request.query.month)),
  );
  app.post(
    '/invoice/monthly',
    { schema: { body: MonthlyInvoiceBodySchema, response: { 200: envelopeSchema(InvoiceSchema) } } },
    async (request) => {
      const invoice = await requestMonthlyInvoice(db, requireUserId(request), request.body);
      await issueInvoicesNow(db, app.deps.config, request.log);
      return ok(invoice, '合并开票申请已提交');
    },
  );
  app.get(
    '/invoice/:id/pdf',
    { schema: { params: InvoiceIdParamsSchema, response: { 200: InvoicePdfSchema } } },
    async (request, reply) => {
      const { invoice, lines, shippingFeeFen } = await myIssuedInvoice(
        db,
        requireUserId(request),
        request.params.id,
      );
      const pdf = await invoicePdf(invoice, lines, shippingFeeFen);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(`电子发票-${invoice.invoice_no}.pdf`)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  return Promise.resolve();
};
