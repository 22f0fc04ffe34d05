import { lazy } from 'react';
import { BookOutlined, FileSearchOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const SearchWordsPage = lazy(() =>
  import('./pages/SearchWordsPage').then((m) => ({ default: m.SearchWordsPage })),
);
const SearchMissesPage = lazy(() =>
  import('./pages/SearchMissesPage').then((m) => ({ default: m.SearchMissesPage })),
);

/** 搜索词典 and 搜索无结果报表 (issue 34). */
export const searchRoutes: AdminRoute[] = [
  {
    path: 'search-words',
    element: <SearchWordsPage />,
    permission: 'goods.view',
    menu: { group: '商品管理', name: '搜索词典', icon: <BookOutlined /> },
  },
  {
    path: 'search-misses',
    element: <SearchMissesPage />,
    permission: 'goods.view',
    menu: { group: '商品管理', name: '搜索无结果', icon: <FileSearchOutlined /> },
  },
];
