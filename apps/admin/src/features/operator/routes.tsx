import { lazy } from 'react';
import { SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const OperatorsPage = lazy(() => import('./pages/OperatorsPage').then((m) => ({ default: m.OperatorsPage })));
const RolesPage = lazy(() => import('./pages/RolesPage').then((m) => ({ default: m.RolesPage })));

export const operatorRoutes: AdminRoute[] = [
  {
    path: 'operators',
    element: <OperatorsPage />,
    permission: 'operator.manage',
    menu: { group: '系统管理', name: '操作员', icon: <TeamOutlined /> },
  },
  {
    path: 'roles',
    element: <RolesPage />,
    permission: 'operator.manage',
    menu: { group: '系统管理', name: '角色权限', icon: <SafetyOutlined /> },
  },
];
