import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const CreditPage = lazy(() => import('./pages/CreditPage'));
const StatementPage = lazy(() => import('./pages/StatementPage'));

/** 我的钱包 › 我的账期 and 对账单. */
export const creditRoutes: RouteEntry[] = [
  { path: '/wdqb/zq', title: '我的账期', page: CreditPage, sideNav: true },
  { path: '/wdqb/dzd', title: '对账单', page: StatementPage, sideNav: true },
];
