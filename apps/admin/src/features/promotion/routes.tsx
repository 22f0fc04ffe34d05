import { lazy } from 'react';
import { GiftOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const PromotionsPage = lazy(() =>
  import('./pages/PromotionsPage').then((m) => ({ default: m.PromotionsPage })),
);

export const promotionRoutes: AdminRoute[] = [
  {
    path: 'promotions',
    element: <PromotionsPage />,
    permission: 'promotion.edit',
    menu: { group: '内容与促销', name: '促销管理', icon: <GiftOutlined /> },
  },
];
