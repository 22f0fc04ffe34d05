import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const ConfirmOrderPage = lazy(() => import('./pages/ConfirmOrderPage'));
const PayOrderPage = lazy(() => import('./pages/PayOrderPage'));
const PaidPage = lazy(() => import('./pages/PaidPage'));

/**
 * Cart steps 2-4 (spec §2 cart flow). Prices, deadlines and payment state are per visit, so the
 * pages do not restore an old scroll position.
 */
export const checkoutRoutes: RouteEntry[] = [
  {
    path: '/cart/step2',
    name: 'cart_step2',
    title: '确认订单信息',
    page: ConfirmOrderPage,
    scrollRestore: false,
  },
  {
    path: '/cart/step3/:id',
    name: 'cart_step3',
    title: '支付订单',
    page: PayOrderPage,
    scrollRestore: false,
  },
  { path: '/cart/hm', name: 'cart_hm', title: '支付订单', page: PayOrderPage, scrollRestore: false },
  { path: '/cart/step4', name: 'cart_step4', title: '支付完成', page: PaidPage, scrollRestore: false },
];
