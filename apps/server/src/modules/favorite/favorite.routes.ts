import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { viewerFor } from '../goods/goods.card';
import { favoriteBody, favoriteListQuery } from './favorite.schemas';
import { addFavorite, cancelFavorite, listFavorites } from './favorite.service';

export const favoriteRoutes: FastifyPluginAsyncZod = (app) => {
  const { db } = app.deps.database;

  app.get('/favorite', { schema: { querystring: favoriteListQuery } }, async (request) => {
    const userId = requireUserId(request);
    const viewer = await viewerFor(db, userId, app.deps.config.PRICES_REQUIRE_LOGIN);
    return ok(await listFavorites(db, request.query.page, { ...viewer, userId }));
  });

  app.post('/favorite', { schema: { body: favoriteBody } }, async (request) => {
    await addFavorite(db, requireUserId(request), request.body.goods_ids);
    return ok(null, '收藏成功');
  });

  app.post('/favorite/cancel', { schema: { body: favoriteBody } }, async (request) => {
    await cancelFavorite(db, requireUserId(request), request.body.goods_ids);
    return ok(null, '取消收藏成功');
  });
  return Promise.resolve();
};
