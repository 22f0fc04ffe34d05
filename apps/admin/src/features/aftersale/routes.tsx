import { RollbackOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';
import { AftersaleDetailPage } from './pages/AftersaleDetailPage';
import { AftersalesPage } from './pages/AftersalesPage';

export const aftersaleRoutes: AdminRoute[] = [
  {
    path: 'aftersales',
    element: <AftersalesPage />,
    permission: 'aftersale.view',
    menu: { group: '订单管理', name: '退货与售后', icon: <RollbackOutlined /> },
  },
  {
    path: 'aftersales/:id',
    element: <AftersaleDetailPage />,
    permission: 'aftersale.view',
    title: '售后详情',
  },
];
