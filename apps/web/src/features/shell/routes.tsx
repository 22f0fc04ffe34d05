import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

// Every page is its own chunk: the shell (header, footer) loads once, pages load on first visit.
const HomePage = lazy(() => import('./pages/HomePage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const NoActivityPage = lazy(() => import('./pages/NoActivityPage'));
const LoadingPage = lazy(() => import('./pages/LoadingPage'));
const ActivityLoadingPage = lazy(() => import('./pages/ActivityLoadingPage'));

/** The general screens of spec §2 owned by the shell. */
export const shellRoutes: RouteEntry[] = [
  { path: '/', name: 'index', title: '首页', page: HomePage, topAd: true, categoryMenu: 'open' },
  {
    path: '/login',
    name: 'login',
    title: '登录',
    page: LoginPage,
    header: 'login',
    toolbar: false,
    baseInfo: false,
  },
  { path: '/404', title: '页面不存在', page: NotFoundPage },
  { path: '/noActivity', title: '活动不存在', page: NoActivityPage },
  { path: '/loading', name: 'loading', title: '页面跳转中', page: LoadingPage, scrollRestore: false },
  { path: '/loading/activity', title: '活动跳转中', page: ActivityLoadingPage, scrollRestore: false },
];
