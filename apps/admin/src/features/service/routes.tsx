import { lazy } from 'react';
import { CommentOutlined, MessageOutlined, SearchOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const ChatsPage = lazy(() => import('./pages/ChatsPage'));
const FeedbackPage = lazy(() => import('./pages/FeedbackPage'));
const WantedPage = lazy(() => import('./pages/WantedPage'));

export const serviceRoutes: AdminRoute[] = [
  {
    path: 'chats',
    element: <ChatsPage />,
    permission: 'service.chat',
    menu: { group: '客服中心', name: '在线客服', icon: <MessageOutlined /> },
  },
  {
    path: 'feedback',
    element: <FeedbackPage />,
    permission: 'service.reply',
    menu: { group: '客服中心', name: '意见反馈', icon: <CommentOutlined /> },
  },
  {
    path: 'wanted',
    element: <WantedPage />,
    permission: 'service.reply',
    menu: { group: '客服中心', name: '品种求购', icon: <SearchOutlined /> },
  },
];
