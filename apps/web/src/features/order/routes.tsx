import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const OrderListPage = lazy(() => import('./pages/OrderListPage'));
const OrderDetailPage = lazy(() => import('./pages/OrderDetailPage'));
const ReceiptsPage = lazy(() => import('./pages/ReceiptsPage'));

/**
 * The orders centre of spec §2. /order_wddd → /order and the logistics paths (/order_wddd_wl/:id,
 * /order/wl/:id → the detail) are redirects in the central table (src/app/routes.tsx).
 */
export const orderRoutes: RouteEntry[] = [
  {
    path: '/order',
    name: 'user_order',
    title: '我的订单',
    page: OrderListPage,
    aliases: ['/order_wddd_index'],
    sideNav: true,
  },
  {
    path: '/order/info/:id',
    title: '订单详情',
    page: OrderDetailPage,
    aliases: ['/order_wddd_info/:id'],
    sideNav: true,
  },
  {
    path: '/hmdd',
    title: '含麻黄碱订单',
    page: ReceiptsPage,
    aliases: ['/order_hmdd', '/order_hmdd_index'],
    sideNav: true,
  },
];
