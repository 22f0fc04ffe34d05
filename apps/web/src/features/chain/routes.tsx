import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const ChainPage = lazy(() => import('./pages/ChainPage'));
const StoreStatementPage = lazy(() => import('./pages/StoreStatementPage'));
const StoreAddressPage = lazy(() => import('./pages/StoreAddressPage'));

/** 账户中心 › 连锁总部, and one store's statement and delivery addresses as the head office sees them. */
export const chainRoutes: RouteEntry[] = [
  { path: '/zhzx/lszb', title: '连锁总部', page: ChainPage, sideNav: true },
  { path: '/zhzx/lszb/:storeId/dzd', title: '门店对账单', page: StoreStatementPage, sideNav: true },
  { path: '/zhzx/lszb/:storeId/addr', title: '门店收货地址', page: StoreAddressPage, sideNav: true },
];
