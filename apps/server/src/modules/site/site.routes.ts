import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BrandFocusParamsSchema,
  CommonConfigSchema,
  envelopeSchema,
  FocusAdListSchema,
  FocusParamsSchema,
  GlobalLinksSchema,
  KxzqAdQuerySchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { loadCommonConfig } from './config.service';
import { getAds, getGlobalLinks } from './site.service';
import { timedValue } from '../../lib/cache';

/**
 * How long one instance reuses the common config. It holds only back-office content (menus, nav,
 * brands, hot searches), never prices, stock or anything of a buyer, so every instance may serve
 * its own copy: after an edit, instances disagree for at most this long and then converge without
 * any coordination. Nothing writes through this cache, so there is nothing to invalidate.
 */
export const COMMON_CONFIG_TTL_MS = 60_000;

// Registration is synchronous; the plugin contract wants a promise, not an async body without await.
export const siteRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const config = timedValue('site.common-config', COMMON_CONFIG_TTL_MS, () => loadCommonConfig(db));

  // The clock is outside the cache: the browser keeps server time from it (spec §4).
  app.get('/common/config', { schema: { response: { 200: envelopeSchema(CommonConfigSchema) } } }, async () =>
    ok({ ...(await config.get()), timestamp: Math.floor(Date.now() / 1000) }),
  );

  // /focus is the home carousel; every other slot (top, right, login, common, bottom, kxzq, yx...)
  // is its position name, so a new slot needs only rows, not code.
  const ads = { response: { 200: envelopeSchema(FocusAdListSchema) } };
  app.get('/focus', { schema: ads }, async () => ok(await getAds(db, 'focus')));
  // Spec §7 /api/focus/kxzq_ad (ids): the slot's ads, narrowed to the listed ones when ids is given.
  app.get('/focus/kxzq_ad', { schema: { querystring: KxzqAdQuerySchema, ...ads } }, async (request) => {
    const all = await getAds(db, 'kxzq_ad');
    const ids = request.query.ids;
    return ok(ids ? ids.flatMap((id) => all.filter((a) => a.id === id)) : all);
  });
  app.get('/focus/:position', { schema: { params: FocusParamsSchema, ...ads } }, async (request) =>
    ok(await getAds(db, request.params.position)),
  );

  // The brand zone's own banners (/ppzq/info/{id}): slot brand_{id}, edited like any other slot.
  app.get(
    '/focus/brand/:id',
    { schema: { params: BrandFocusParamsSchema, response: { 200: envelopeSchema(FocusAdListSchema) } } },
    async (request) => ok(await getAds(db, `brand_${request.params.id}`)),
  );

  app.get('/global/links', { schema: { response: { 200: envelopeSchema(GlobalLinksSchema) } } }, async () =>
    ok(await getGlobalLinks(db)),
  );
  return Promise.resolve();
};
