import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { favoriteRoutes } from './favorite/favorite.routes';
import { goodsRoutes } from './goods/goods.routes';
import { userRoutes } from './user/user.routes';
import { siteRoutes } from './site/site.routes';
import { articleRoutes } from './site/article.routes';
import { cartRoutes } from './cart/cart.routes';
import { addressRoutes } from './address/address.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { orderRoutes } from './order/order.routes';
import { paymentRoutes } from './payment/payment.routes';
import { walletRoutes } from './wallet/wallet.routes';
import { chatRoutes } from './chat/chat.routes';

/** Every API module, mounted under /api. Each owns its folder: routes, service, repo, tests. */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  goodsRoutes,
  favoriteRoutes,
  userRoutes,
  siteRoutes,
  articleRoutes,
  cartRoutes,
  addressRoutes,
  checkoutRoutes,
  orderRoutes,
  paymentRoutes,
  walletRoutes,
  chatRoutes,
];
