import type { FastifyInstance } from 'fastify';
import { registerSandbox } from '../../lib/production-guard';
import { createSandboxProvider, type SandboxProvider } from './sandbox.provider';

registerSandbox({
  service: 'payment',
  inUse: (config) => config.PAYMENT_PROVIDER === 'sandbox',
  secrets: ['PAYMENT_SANDBOX_KEY'],
});

/**
 * The configured gateway (PAYMENT_PROVIDER). The sandbox delivers its notifications over HTTP to
 * our notify URL when the app listens, and through app.inject when it does not (tests, scripts),
 * so the same signed bytes take the same route either way.
 */
export function createGateway(app: FastifyInstance): SandboxProvider {
  const cfg = app.deps.config;
  const base = (
    cfg.PAYMENT_NOTIFY_BASE_URL ??
    cfg.PUBLIC_ORIGIN ??
    `http://${cfg.HOST === '0.0.0.0' ? '127.0.0.1' : cfg.HOST}:${cfg.PORT}`
  ).replace(/\/$/, '');
  switch (cfg.PAYMENT_PROVIDER) {
    case 'sandbox':
      return createSandboxProvider({
        key: cfg.PAYMENT_SANDBOX_KEY,
        publicBase: cfg.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? '',
        firstDelayMs: cfg.PAYMENT_SANDBOX_NOTIFY_DELAY_MS,
        log: (msg, extra) => app.log.warn(extra, msg),
        deliver: async (path, rawBody, headers) => {
          if (app.server.listening) {
            const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: rawBody });
            return res.ok;
          }
          const res = await app.inject({ method: 'POST', url: path, headers, payload: rawBody });
          return res.statusCode === 200;
        },
      });
  }
}
