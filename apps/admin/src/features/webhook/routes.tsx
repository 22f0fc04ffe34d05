import { lazy } from 'react';
import { ApiOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const WebhooksPage = lazy(() => import('./pages/WebhooksPage').then((m) => ({ default: m.WebhooksPage })));

export const webhookRoutes: AdminRoute[] = [
  {
    path: 'webhooks',
    element: <WebhooksPage />,
    permission: 'webhook.manage',
    menu: { group: '系统管理', name: 'Webhook 推送', icon: <ApiOutlined /> },
  },
];
