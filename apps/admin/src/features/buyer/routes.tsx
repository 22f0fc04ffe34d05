import { lazy } from 'react';
import { IdcardOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const BuyersPage = lazy(() => import('./pages/BuyersPage'));
const BuyerDetailPage = lazy(() => import('./pages/BuyerDetailPage'));

export const buyerRoutes: AdminRoute[] = [
  {
    path: 'buyers',
    element: <BuyersPage />,
    permission: 'buyer.view',
    menu: { group: '客户管理', name: '客户列表', icon: <IdcardOutlined /> },
  },
  { path: 'buyers/:id', element: <BuyerDetailPage />, permission: 'buyer.view', title: '客户详情' },
];
