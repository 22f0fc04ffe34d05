import { createBrowserRouter, Navigate } from 'react-router';
import { Result } from 'antd';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { AdminLayout, RequirePermission } from './AdminLayout';
import { adminRoutes } from './routes';

export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      path: '/',
      element: <AdminLayout routes={adminRoutes} />,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        ...adminRoutes.map((r) => ({
          path: r.path,
          element: <RequirePermission permission={r.permission}>{r.element}</RequirePermission>,
        })),
        {
          path: '*',
          element: <Result status="404" title="页面不存在" subTitle="请从左侧菜单选择要办理的事项。" />,
        },
      ],
    },
  ],
  { basename: '/admin' },
);
