import { lazy } from 'react';
import { FileTextOutlined, MenuOutlined, PictureOutlined, SettingOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const AdsPage = lazy(() => import('./pages/AdsPage').then((m) => ({ default: m.AdsPage })));
const ArticlesPage = lazy(() => import('./pages/ArticlesPage').then((m) => ({ default: m.ArticlesPage })));
const NavPage = lazy(() => import('./pages/NavPage').then((m) => ({ default: m.NavPage })));
const SettingsPage = lazy(() => import('./pages/SettingsPage').then((m) => ({ default: m.SettingsPage })));

export const contentRoutes: AdminRoute[] = [
  {
    path: 'content/ads',
    element: <AdsPage />,
    permission: 'content.edit',
    menu: { group: '内容与促销', name: '广告管理', icon: <PictureOutlined /> },
  },
  {
    path: 'content/nav',
    element: <NavPage />,
    permission: 'content.edit',
    menu: { group: '内容与促销', name: '导航管理', icon: <MenuOutlined /> },
  },
  {
    path: 'content/articles',
    element: <ArticlesPage />,
    permission: 'content.edit',
    menu: { group: '内容与促销', name: '帮助与资讯', icon: <FileTextOutlined /> },
  },
  {
    path: 'content/settings',
    element: <SettingsPage />,
    permission: 'content.edit',
    menu: { group: '内容与促销', name: '通用配置', icon: <SettingOutlined /> },
  },
];
