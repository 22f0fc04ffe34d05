import { lazy } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const DashboardPage = lazy(() => import('./pages/DashboardPage').then((m) => ({ default: m.DashboardPage })));

export const dashboardRoutes: AdminRoute[] = [
  {
    path: 'dashboard',
    element: <DashboardPage />,
    permission: 'dashboard.view',
    menu: { group: '工作台', name: '工作台', icon: <DashboardOutlined /> },
  },
];
