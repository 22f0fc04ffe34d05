import { lazy } from 'react';
import { CloudUploadOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const ImportPage = lazy(() => import('./pages/ImportPage').then((m) => ({ default: m.ImportPage })));

export const transferRoutes: AdminRoute[] = [
  {
    path: 'import',
    element: <ImportPage />,
    permission: 'goods.edit',
    menu: { group: '商品管理', name: '导入导出', icon: <CloudUploadOutlined /> },
  },
];
