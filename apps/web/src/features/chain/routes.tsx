import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const ChainPage = lazy(() => import('./pages/ChainPage'));

/** 账户中心 › 连锁总部. */
export const chainRoutes: RouteEntry[] = [
  { path: '/zhzx/lszb', title: '连锁总部', page: ChainPage, sideNav: true },
];
