import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const CartPage = lazy(() => import('./pages/CartPage'));

/** Cart step 1 (spec §2 cart flow); steps 2-4 belong to the checkout slice. The mini cart is a layout slot. */
export const cartRoutes: RouteEntry[] = [
  { path: '/cart', name: 'cart_step1', title: '我的购物车', page: CartPage, scrollRestore: false },
];
