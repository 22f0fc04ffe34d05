import type { FastifyBaseLogger } from 'fastify';
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
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { invoicePdf } from './invoice.pdf';
import { invoiceProviderOf } from './invoice.provider';
import { issuePendingInvoices, listMyInvoices, myIssuedInvoice } from './invoice.service';
import { invoiceProfile, saveInvoiceProfile } from './invoice.profile';
import { monthlyPreview, requestMonthlyInvoice } from './invoice.monthly';

/**
 * Issues what is pending right after the order completes, so the buyer finds the invoice at once;
 * if the provider fails, the periodic pass in server.ts retries and the buyer's request still succeeds.
 */
export async function issueInvoicesNow(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  try {
    await issuePendingInvoices(db, invoiceProviderOf(config));
  } catch (err) {
    log.error({ err }, 'e-invoice issuing failed; the periodic pass will retry');
  }
}

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
