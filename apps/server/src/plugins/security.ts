import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
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
  if (publicOrigin && origin === publicOrigin) return false;
  try {
    // Parse Host with the Origin's scheme so default ports compare equal (localhost:80 = localhost).
    const from = new URL(origin);
    return from.host !== new URL(`${from.protocol}//${request.headers.host ?? ''}`).host;
  } catch {
    return true;
  }
}

async function securityPlugin(app: FastifyInstance, opts: { publicOrigin?: string | undefined }) {
  await app.register(helmet, {
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
  });
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || request.routeOptions.config.allowCrossSite) return;
    if (isCrossSite(request, opts.publicOrigin)) throw forbidden('跨站请求已被拒绝');
  });
}

export default fp(securityPlugin, { name: 'security' });
