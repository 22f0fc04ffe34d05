import { CloudUploadOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';
import { ImportPage } from './pages/ImportPage';

export const transferRoutes: AdminRoute[] = [
  {
    path: 'import',
    element: <ImportPage />,
    permission: 'goods.edit',
    menu: { group: '商品管理', name: '导入导出', icon: <CloudUploadOutlined /> },
  },
];
