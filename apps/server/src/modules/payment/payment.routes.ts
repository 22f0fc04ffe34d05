import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderIdParamsSchema, PayBodySchema, TextSchema } from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { cashierPage, invalidPage, paidPage } from './cashier.page';
import { createGateway } from './gateway';
import { handleNotification } from './notify.service';
import { payInfo, payOrder } from './payment.service';
import { readTicket } from './sandbox.sign';

const tradeParams = z.object({ out_trade_no: TextSchema().min(1).max(64) });
const ticketQuery = z.object({ t: TextSchema().max(2000).default('') });

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const gateway = createGateway(app);
  const key = app.deps.config.PAYMENT_SANDBOX_KEY;
  app.addHook('onClose', (_instance, done) => {
    gateway.close();
    done();
  });

  app.get('/order/:id/pay-info', { schema: { params: OrderIdParamsSchema } }, async (request) =>
    ok(await payInfo(db, requireUserId(request), request.params.id)),
  );

  app.post(
    '/payment/:id',
    { schema: { params: OrderIdParamsSchema, body: PayBodySchema } },
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

  // The sandbox cashier (what the QR points at): no session, as a phone scanning it has none.
  app.get(
    '/payment/sandbox/:out_trade_no',
    { schema: { params: tradeParams, querystring: ticketQuery } },
    async (request, reply) => {
      const ticket = readTicket(key, request.query.t);
      const valid = ticket && ticket.out_trade_no === request.params.out_trade_no;
      return reply
        .type('text/html; charset=utf-8')
        .send(valid ? cashierPage(ticket, request.query.t) : invalidPage());
    },
  );

  // The gateway's cashier is another site in real life (and its page sends Origin: null under
  // no-referrer); the signed ticket, not the origin, is what authorises this confirmation.
  app.post(
    '/payment/sandbox/:out_trade_no/confirm',
    { config: { allowCrossSite: true }, schema: { params: tradeParams, body: ticketQuery } },
    (request, reply) => {
      const ticket = readTicket(key, request.body.t);
      if (!ticket || ticket.out_trade_no !== request.params.out_trade_no) {
        return reply.type('text/html; charset=utf-8').send(invalidPage());
      }
      gateway.payTicket(ticket);
      return reply.type('text/html; charset=utf-8').send(paidPage(ticket));
    },
  );

  // Gateways sign the exact bytes they send: this route keeps the raw body (no JSON/form parsing).
  await app.register((child) => {
    const raw = child.withTypeProvider<ZodTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/payment/notify/:provider',
      {
        config: { allowCrossSite: true, rawReply: true },
        schema: { params: z.object({ provider: TextSchema().max(20) }) },
      },
      async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        if (request.params.provider !== gateway.name) {
          return reply
            .status(404)
            .type('application/json')
            .send(JSON.stringify({ code: 'FAIL', message: 'unknown provider' }));
        }
        const result = await handleNotification(db, gateway, rawBody, request.headers, request.ip);
        if (!result.acked) request.log.warn({ outcome: result.outcome }, 'payment notification refused');
        const ack = gateway.ack(result.acked, result.outcome);
        return reply.status(ack.status).type(ack.contentType).send(ack.body);
      },
    );
    return Promise.resolve();
  });
};
