import { lazy } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const AuditPage = lazy(() => import('./pages/AuditPage').then((m) => ({ default: m.AuditPage })));

export const auditRoutes: AdminRoute[] = [
  {
    path: 'audit',
    element: <AuditPage />,
    permission: 'audit.view',
    menu: { group: '系统管理', name: '操作日志', icon: <AuditOutlined /> },
  },
];
