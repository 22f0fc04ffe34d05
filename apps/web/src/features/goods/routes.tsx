import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const listPage = (name: 'CardListPage' | 'TableListPage' | 'NoImageListPage') =>
  lazy(() => import('./pages/GoodsListPage').then((m) => ({ default: m[name] })));
const DetailPage = lazy(() => import('./pages/GoodsDetailPage'));
const FavoritesPage = lazy(() => import('./pages/FavoritesPage'));

/** Spec §2 Search and lists: goods lists (card, table, no-image, by category) and detail. */
export const goodsRoutes: RouteEntry[] = [
  {
    path: '/list',
    name: 'list',
    otherNames: ['list_index'],
    title: '商品列表',
    page: listPage('CardListPage'),
  },
  { path: '/list/table', name: 'list_table', title: '商品列表', page: listPage('TableListPage') },
  { path: '/list/no_image', title: '商品列表', page: listPage('NoImageListPage') },
  { path: '/list/other/:id/:name?', title: '分类药品', page: listPage('CardListPage') },
  { path: '/list/info/:id', title: '商品详情', page: DetailPage },
  // /list/info-pt/:id (拼团详情) lives with the group buys in features/zones.
  // Spec §2 Self-service: /zzfw_wdsc (alias /star) favourites, in the member centre's frame.
  {
    path: '/zzfw_wdsc',
    title: '我的收藏',
    page: FavoritesPage,
    aliases: ['/star'],
    sideNav: true,
    signIn: true,
  },
];
