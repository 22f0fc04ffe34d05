import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

type ListPageName =
  | 'NearExpiryPage'
  | 'FreeShippingCardPage'
  | 'FreeShippingTablePage'
  | 'HerbalPiecesPage'
  | 'DevicesPage'
  | 'BrandGoodsPage';
const listPage = (name: ListPageName) =>
  lazy(() => import('./pages/ZoneListPages').then((m) => ({ default: m[name] })));
const BrandZonePage = lazy(() => import('./pages/BrandZonePage'));

/**
 * Spec §2 zones: the goods list with a preset zone filter. /kxzq is left out: 控销 is
 * goods.is_controlled and the list call has no filter for it (qx=2 selects is_special).
 */
export const zoneRoutes: RouteEntry[] = [
  { path: '/jxqzc', title: '近效期专场', page: listPage('NearExpiryPage') },
  { path: '/yx', title: '包邮专区', page: listPage('FreeShippingCardPage'), categoryZone: 'category_by' },
  {
    path: '/yx/table',
    title: '包邮专区',
    page: listPage('FreeShippingTablePage'),
    categoryZone: 'category_by',
  },
  { path: '/zyyp', title: '中药饮片', page: listPage('HerbalPiecesPage'), categoryZone: 'category_zyyp' },
  { path: '/qxzq', title: '医疗器械', page: listPage('DevicesPage'), categoryZone: 'category_qxzq' },
  { path: '/ppzq', title: '品牌专区', page: BrandZonePage },
  { path: '/ppzq/info/:id', title: '品牌专区', page: listPage('BrandGoodsPage') },
];
