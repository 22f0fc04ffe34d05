import { lazy } from 'react';
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const OrderDetailPage = lazy(() =>
  import('./pages/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
);
const OrdersPage = lazy(() => import('./pages/OrdersPage').then((m) => ({ default: m.OrdersPage })));

export const orderRoutes: AdminRoute[] = [
  {
    path: 'orders',
    element: <OrdersPage />,
    permission: 'order.view',
    menu: { group: '订单管理', name: '订单列表', icon: <ShoppingCartOutlined /> },
  },
  { path: 'orders/:id', element: <OrderDetailPage />, permission: 'order.view', title: '订单详情' },
];
