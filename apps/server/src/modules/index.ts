import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { cartRoutes } from './cart/cart.routes';
import { favoriteRoutes } from './favorite/favorite.routes';
import { goodsRoutes } from './goods/goods.routes';
import { userRoutes } from './user/user.routes';

/** Every API module, mounted under /api. Each owns its folder: routes, service, repo, tests. */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  goodsRoutes,
  favoriteRoutes,
  cartRoutes,
  userRoutes,
];
