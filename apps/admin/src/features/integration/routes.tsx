import { lazy } from 'react';
import { ApiOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const ErpTokensPage = lazy(() => import('./pages/ErpTokensPage').then((m) => ({ default: m.ErpTokensPage })));

export const integrationRoutes: AdminRoute[] = [
  {
    path: 'erp-tokens',
    element: <ErpTokensPage />,
    permission: 'integration.manage',
    menu: { group: '系统管理', name: 'ERP 接口令牌', icon: <ApiOutlined /> },
  },
];
