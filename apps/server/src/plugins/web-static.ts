import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built storefront. Deep links (/list/info/12 after a reload) fall through to the
 * not-found handler in errors.ts, which answers GETs outside /api with index.html.
 */
async function webStatic(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    // Looked up per request, so a rebuilt storefront is served without restarting the server.
    wildcard: true,
    maxAge: '1h',
    setHeaders: (res, filePath) => {
      if (filePath.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

export default fp(webStatic, { name: 'web-static' });
