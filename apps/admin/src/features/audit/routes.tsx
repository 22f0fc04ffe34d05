import { AuditOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';
import { AuditPage } from './pages/AuditPage';

export const auditRoutes: AdminRoute[] = [
  {
    path: 'audit',
    element: <AuditPage />,
    permission: 'audit.view',
    menu: { group: '系统管理', name: '操作日志', icon: <AuditOutlined /> },
  },
];
