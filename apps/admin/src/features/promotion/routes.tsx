import { GiftOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';
import { PromotionsPage } from './pages/PromotionsPage';

export const promotionRoutes: AdminRoute[] = [
  {
    path: 'promotions',
    element: <PromotionsPage />,
    permission: 'promotion.edit',
    menu: { group: '内容与促销', name: '促销管理', icon: <GiftOutlined /> },
  },
];
