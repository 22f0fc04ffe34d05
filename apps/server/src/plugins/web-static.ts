import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

// index.html names the hashed scripts of the current build: a cached copy after a deploy points at
// scripts that no longer exist (a blank page). Hashed assets never change under their name.
const setHeaders = (res: FastifyReply, filePath: string) => {
  if (filePath.endsWith('index.html')) res.header('cache-control', 'no-cache');
  else if (filePath.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
};

// The build writes .br and .gz beside each script (apps/web/vite.config.ts precompress): sent as
// they are, at the best quality, instead of compressed again on every request. Dot files stay
// private: dist/.vite/manifest.json (read by the JS budget check) maps every chunk to its source.
const common = { wildcard: true, maxAge: '1h', setHeaders, preCompressed: true, dotfiles: 'ignore' } as const;

/**
 * Serves the built storefront at / and the built back office at /admin/. Deep links (/list/info/12,
 * /admin/orders/3 after a reload) fall through to the not-found handler in errors.ts, which answers
 * GETs outside /api with the right app's index.html.
 */
async function webStatic(
  app: FastifyInstance,
  opts: { root?: string | undefined; adminRoot?: string | undefined },
) {
  let decorated = false;
  if (opts.root) {
    // Looked up per request, so a rebuilt storefront is served without restarting the server.
    await app.register(fastifyStatic, { ...common, root: opts.root });
    decorated = true;
  }
  if (opts.adminRoot) {
    await app.register(fastifyStatic, {
      ...common,
      root: opts.adminRoot,
      prefix: '/admin/',
      decorateReply: !decorated,
    });
  }
}

export default fp(webStatic, { name: 'web-static' });
