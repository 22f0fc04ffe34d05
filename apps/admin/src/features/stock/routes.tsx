import { lazy } from 'react';
import { DatabaseOutlined, FieldTimeOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const LotsPage = lazy(() => import('./pages/LotsPage').then((m) => ({ default: m.LotsPage })));

export const stockRoutes: AdminRoute[] = [
  {
    path: 'lots',
    element: <LotsPage />,
    permission: 'goods.view',
    menu: { group: '商品管理', name: '批次库存', icon: <DatabaseOutlined /> },
  },
  {
    path: 'lots/near-expiry',
    element: <LotsPage initial="near" />,
    permission: 'goods.view',
    menu: { group: '商品管理', name: '近效期商品', icon: <FieldTimeOutlined /> },
  },
];
