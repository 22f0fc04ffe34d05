import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes called by other servers (payment notifications) opt out of the same-origin check. */
    allowCrossSite?: boolean;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the browser tells us the request came from another site. */
export function isCrossSite(request: FastifyRequest, publicOrigin?: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const from = new URL(origin).origin;
    if (publicOrigin && from === new URL(publicOrigin).origin) return false;
    // Scheme, host and port must all match the server's own: https://host is another origin than
    // http://host. URL.origin drops default ports, so localhost:80 equals localhost.
    return from !== new URL(`${request.protocol}://${request.headers.host ?? ''}`).origin;
  } catch {
    return true;
  }
}

const HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets, worked out once: none of ours depends on the request (no nonces), and
 * @fastify/helmet rebuilt the policy strings on every request (~3 % of a signed-in GET's CPU).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet refused its options');
  });
  return headers;
}

async function securityPlugin(app: FastifyInstance, opts: { publicOrigin?: string | undefined }) {
  const headers = helmetHeaders(HELMET);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (!UNSAFE.has(request.method) || request.routeOptions.config.allowCrossSite) return;
    if (isCrossSite(request, opts.publicOrigin)) throw forbidden('跨站请求已被拒绝');
  });
  // API answers depend on the session (prices, cart, orders): no shared or browser cache may keep
  // one for the next person. Routes with public data set their own Cache-Control.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
}

export default fp(securityPlugin, { name: 'security' });
