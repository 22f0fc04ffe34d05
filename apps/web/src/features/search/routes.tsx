import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const page = (name: 'SearchCardPage' | 'SearchTablePage') =>
  lazy(() => import('../goods/pages/GoodsListPage').then((m) => ({ default: m[name] })));

/** Search results share the goods list page in its search mode (spec §4 search states). */
export const searchRoutes: RouteEntry[] = [
  { path: '/search', title: '搜索结果', page: page('SearchCardPage') },
  { path: '/search/table', title: '搜索结果', page: page('SearchTablePage') },
];
