import type { FastifyInstance } from 'fastify';
import { registerSandbox } from '../../lib/production-guard';
import type { PaymentProvider, RefundProvider } from './provider';
import { createOutboxWorker, enqueueNotification, type OutboxWorker } from './outbox';
import { createSandboxProvider, signedHeaders, type SandboxProvider } from './sandbox.provider';
import type { CashierTicket } from './sandbox.sign';

registerSandbox({
  service: 'payment',
  inUse: (config) => config.PAYMENT_PROVIDER === 'sandbox',
  secrets: ['PAYMENT_SANDBOX_KEY'],
});

export type Gateway = SandboxProvider & {
  /** The buyer confirmed at the cashier: one notification per trade goes into the outbox. */
  confirm(ticket: CashierTicket): Promise<boolean>;
  worker: OutboxWorker;
};

/**
 * The refund side of the configured gateway, for the back office's refunds (after-sales,
 * cancellations). Stateless, so every route plugin may make its own; a real provider adds a case.
 */
export function createRefunder(cfg: FastifyInstance['deps']['config']): RefundProvider {
  switch (cfg.PAYMENT_PROVIDER) {
    case 'sandbox':
      return createSandboxProvider({ key: cfg.PAYMENT_SANDBOX_KEY, publicBase: '' });
  }
}

/** The paying side of the configured gateway, for trades that are not an order's (在线还款). */
export function createPayer(cfg: FastifyInstance['deps']['config']): PaymentProvider {
  switch (cfg.PAYMENT_PROVIDER) {
    case 'sandbox':
      return createSandboxProvider({
        key: cfg.PAYMENT_SANDBOX_KEY,
        publicBase: cfg.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? '',
      });
  }
}

const NOTIFY_PATH = '/api/payment/notify/sandbox';

/**
 * The configured gateway (PAYMENT_PROVIDER). The sandbox delivers its notifications over HTTP to
 * our notify URL when the app listens, and through app.inject when it does not (tests, scripts),
 * so the same signed bytes take the same route either way.
 */
export function createGateway(app: FastifyInstance): Gateway {
  const cfg = app.deps.config;
  const db = app.deps.database.db;
  const base = (
    cfg.PAYMENT_NOTIFY_BASE_URL ??
    cfg.PUBLIC_ORIGIN ??
    `http://${cfg.HOST === '0.0.0.0' ? '127.0.0.1' : cfg.HOST}:${cfg.PORT}`
  ).replace(/\/$/, '');
  switch (cfg.PAYMENT_PROVIDER) {
    case 'sandbox': {
      const provider = createSandboxProvider({
        key: cfg.PAYMENT_SANDBOX_KEY,
        publicBase: cfg.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? '',
      });
      const firstDelayMs = cfg.PAYMENT_SANDBOX_NOTIFY_DELAY_MS;
      const worker = createOutboxWorker(
        db,
        async (row) => {
          const headers = signedHeaders(cfg.PAYMENT_SANDBOX_KEY, row.body);
          if (app.server.listening) {
            const res = await fetch(`${base}${NOTIFY_PATH}`, {
              method: 'POST',
              headers,
              body: row.body,
              // Give up before the lease ends, so no other worker delivers it while this one waits.
              signal: AbortSignal.timeout(Math.floor(cfg.PAYMENT_OUTBOX_LEASE_MS * 0.8)),
            });
            return res.ok;
          }
          const res = await app.inject({ method: 'POST', url: NOTIFY_PATH, headers, payload: row.body });
          return res.statusCode === 200;
        },
        {
          firstDelayMs,
          pollMs: cfg.PAYMENT_OUTBOX_POLL_MS,
          leaseMs: cfg.PAYMENT_OUTBOX_LEASE_MS,
          log: (msg, extra) => app.log.warn(extra, msg),
        },
      );
      return Object.assign(provider, {
        worker,
        async confirm(ticket: CashierTicket) {
          const n = provider.payTicket(ticket);
          const queued = await enqueueNotification(
            db,
            provider.name,
            n.out_trade_no,
            JSON.stringify(n),
            firstDelayMs,
          );
          if (queued) worker.kick(firstDelayMs);
          return queued;
        },
      });
    }
  }
}
