import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { watchCatalogue, type CatalogueWatch } from '../lib/cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue version the goods read caches check (modules/goods/catalogue). */
    catalogue: CatalogueWatch;
  }
}

/**
 * A write's NOTIFY reaches this instance a moment after the commit; waiting for it (sync: one
 * pg_notify of our own, heard after every NOTIFY committed before it) as the answer leaves means
 * the next request here never sees the old page. Unlike bumping on every write, a write that
 * changed no cached page (an order's stock, triggers.ts) drops nothing. The cart's writes, the
 * ones a buyer repeats all day, touch no watched table and skip even that.
 */
const NOT_CATALOGUE_WRITERS = ['/api/cart'];

async function cataloguePlugin(app: FastifyInstance) {
  const watch = await watchCatalogue(app.deps.database, (err) =>
    app.log.error({ err }, 'catalogue listener lost; catalogue caches are off until it reconnects'),
  );
  app.decorate('catalogue', watch);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && !NOT_CATALOGUE_WRITERS.some((p) => request.url.startsWith(p)))
      // The write has committed: if the database cannot be asked now, drop the caches instead.
      await watch.sync().catch(() => watch.bump());
    return payload;
  });
  app.addHook('onClose', async () => watch.close());
}

export default fp(cataloguePlugin, { name: 'catalogue', dependencies: ['deps'] });
