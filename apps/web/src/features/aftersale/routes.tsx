import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const AftersaleInfoPage = lazy(() => import('./pages/AftersaleInfoPage'));

/** Return and after-sales details of spec §2 Orders; both kinds share one page. */
export const aftersaleRoutes: RouteEntry[] = [
  {
    path: '/order/returnInfo/:id',
    title: '退货详情',
    page: AftersaleInfoPage,
    aliases: ['/order_wddd_returnInfo/:id'],
    sideNav: true,
  },
  {
    path: '/order/afterSalesInfo/:id',
    title: '售后详情',
    page: AftersaleInfoPage,
    aliases: ['/order_wddd_afterSalesInfo/:id'],
    sideNav: true,
  },
];
