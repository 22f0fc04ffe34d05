import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  GatewayAckSchema,
  HtmlPageSchema,
  OrderIdParamsSchema,
  PayBodySchema,
  PayInfoSchema,
  PayResultSchema,
  CashierTicketSchema,
  GatewayNotifyBodySchema,
  GatewayParamsSchema,
  TradeParamsSchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { confirmCashier, showCashier } from './cashier.service';
import { createGateway } from './gateway';
import { countRefused, handleNotification, notifyAllowed, NOTIFY_BODY_LIMIT } from './notify.service';
import { payInfo, payOrder } from './payment.service';

/** The cashier answers HTML pages at every status; strings are sent as they are, never re-serialised. */
const htmlPage = { 200: HtmlPageSchema, default: HtmlPageSchema };

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const gateway = createGateway(app);
  app.addHook('onReady', async () => gateway.worker.start());
  app.addHook('onClose', async () => gateway.worker.stop());

  app.get(
    '/order/:id/pay-info',
    { schema: { params: OrderIdParamsSchema, response: { 200: envelopeSchema(PayInfoSchema) } } },
    async (request) => ok(await payInfo(db, requireUserId(request), request.params.id)),
  );

  app.post(
    '/payment/:id',
    {
      schema: {
        params: OrderIdParamsSchema,
        body: PayBodySchema,
        response: { 200: envelopeSchema(PayResultSchema) },
      },
    },
    async (request) => {
      const result = await payOrder(
        db,
        gateway,
        requireUserId(request),
        request.params.id,
        request.body.pay_type,
      );
      return ok(result, result.pay_type === 'balance' ? '支付成功' : '请完成支付');
    },
  );

  // The sandbox cashier (what the QR points at): the order's buyer, signed in, with a valid ticket.
  // Its answers are the gateway's HTML pages, not the envelope.
  app.get(
    '/payment/sandbox/:out_trade_no',
    {
      config: { rawReply: true },
      schema: { params: TradeParamsSchema, querystring: CashierTicketSchema, response: htmlPage },
    },
    async (request, reply) => {
      const page = await showCashier(app.deps, request.userId, request.params.out_trade_no, request.query.t);
      return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
    },
  );

  // The page posts with Origin: null (no-referrer), so the origin check is off here; the SameSite
  // session cookie and the signed ticket are what authorise this confirmation.
  app.post(
    '/payment/sandbox/:out_trade_no/confirm',
    {
      config: { allowCrossSite: true, rawReply: true },
      schema: { params: TradeParamsSchema, body: CashierTicketSchema, response: htmlPage },
    },
    async (request, reply) => {
      const { out_trade_no: trade } = request.params;
      const page = await confirmCashier(app.deps, gateway, request.userId, trade, request.body.t);
      return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
    },
  );

  // Gateways sign the exact bytes they send: this route keeps the raw body (no JSON/form parsing).
  await app.register((child) => {
    const raw = child.withTypeProvider<ZodTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    raw.post(
      '/payment/notify/:provider',
      {
        // A gateway's notification is a few hundred bytes; nothing bigger is read at all.
        bodyLimit: NOTIFY_BODY_LIMIT,
        config: { allowCrossSite: true, rawReply: true },
        schema: {
          params: GatewayParamsSchema,
          body: GatewayNotifyBodySchema,
          response: { 200: GatewayAckSchema, default: GatewayAckSchema },
        },
      },
      async (request, reply) => {
        const rawBody = request.body;
        if (!(await notifyAllowed(app.deps.limiter, request.ip))) {
          return reply
            .status(429)
            .type('application/json')
            .send(JSON.stringify({ code: 'FAIL', message: 'too many refused notifications' }));
        }
        if (request.params.provider !== gateway.name) {
          return reply
            .status(404)
            .type('application/json')
            .send(JSON.stringify({ code: 'FAIL', message: 'unknown provider' }));
        }
        const result = await handleNotification(db, gateway, rawBody, request.headers, request.ip);
        if (!result.acked) {
          await countRefused(app.deps.limiter, request.ip);
          request.log.warn({ outcome: result.outcome }, 'payment notification refused');
        }
        const ack = gateway.ack(result.acked, result.outcome);
        return reply.status(ack.status).type(ack.contentType).send(ack.body);
      },
    );
    return Promise.resolve();
  });
};
