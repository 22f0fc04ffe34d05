import { ApartmentOutlined, MedicineBoxOutlined, ShopOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';
import { CategoriesPage } from './pages/CategoriesPage';
import { GoodsEditPage } from './pages/GoodsEditPage';
import { GoodsListPage } from './pages/GoodsListPage';
import { MakersPage } from './pages/MakersPage';

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
