import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  FavoriteBodySchema,
  FavoriteListQuerySchema,
  FavoritePageSchema,
} from '@shop/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { viewerFor } from '../goods/goods.card';
import { addFavorite, cancelFavorite, listFavorites } from './favorite.service';

export const favoriteRoutes: FastifyPluginAsyncZod = (app) => {
  const { db } = app.deps.database;

  const done = { 200: envelopeSchema(z.null()) };
  app.get(
    '/favorite',
    {
      schema: { querystring: FavoriteListQuerySchema, response: { 200: envelopeSchema(FavoritePageSchema) } },
    },
    async (request) => {
      const userId = requireUserId(request);
      const viewer = await viewerFor(db, userId, app.deps.config.PRICES_REQUIRE_LOGIN);
      return ok(await listFavorites(db, request.query.page, { ...viewer, userId }));
    },
  );

  // The write has committed: this instance's cached favourites of the buyer go now, other
  // instances' when the favorites trigger's NOTIFY reaches them (favorite.cache.ts).
  const changed = (userId: number) => app.catalogue.favorites.changed(userId);
  app.post('/favorite', { schema: { body: FavoriteBodySchema, response: done } }, async (request) => {
    const userId = requireUserId(request);
    await addFavorite(db, userId, request.body.goods_ids);
    changed(userId);
    return ok(null, '收藏成功');
  });

  app.post('/favorite/cancel', { schema: { body: FavoriteBodySchema, response: done } }, async (request) => {
    const userId = requireUserId(request);
    await cancelFavorite(db, userId, request.body.goods_ids);
    changed(userId);
    return ok(null, '取消收藏成功');
  });
  return Promise.resolve();
};
