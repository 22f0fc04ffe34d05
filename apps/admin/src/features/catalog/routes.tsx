import { lazy } from 'react';
import { ApartmentOutlined, MedicineBoxOutlined, ShopOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const CategoriesPage = lazy(() =>
  import('./pages/CategoriesPage').then((m) => ({ default: m.CategoriesPage })),
);
const GoodsEditPage = lazy(() => import('./pages/GoodsEditPage').then((m) => ({ default: m.GoodsEditPage })));
const GoodsListPage = lazy(() => import('./pages/GoodsListPage').then((m) => ({ default: m.GoodsListPage })));
const MakersPage = lazy(() => import('./pages/MakersPage').then((m) => ({ default: m.MakersPage })));

export const catalogRoutes: AdminRoute[] = [
  {
    path: 'goods',
    element: <GoodsListPage />,
    permission: 'goods.view',
    menu: { group: '商品管理', name: '商品列表', icon: <MedicineBoxOutlined /> },
  },
  { path: 'goods/new', element: <GoodsEditPage />, permission: 'goods.edit', title: '新建商品' },
  { path: 'goods/:id', element: <GoodsEditPage />, permission: 'goods.view', title: '编辑商品' },
  {
    path: 'categories',
    element: <CategoriesPage />,
    permission: 'goods.view',
    menu: { group: '商品管理', name: '分类管理', icon: <ApartmentOutlined /> },
  },
  {
    path: 'makers',
    element: <MakersPage />,
    permission: 'goods.view',
    menu: { group: '商品管理', name: '厂家与品牌', icon: <ShopOutlined /> },
  },
];
