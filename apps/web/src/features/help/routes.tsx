import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const HelpPage = lazy(() => import('./pages/HelpPage'));
const NewsListPage = lazy(() => import('./pages/NewsListPage'));
const NewsInfoPage = lazy(() => import('./pages/NewsInfoPage'));

/** A help page whose path names no group/section (the spec's underscore aliases) gets them here. */
const fixedHelp = (group: string, code?: string) =>
  function FixedHelpPage() {
    return <HelpPage fixedGroup={group} fixedCode={code} />;
  };

/** Payment and delivery help (spec §2): the login-style header, no top ad. */
const payHelp = (code: string, title: string): RouteEntry => ({
  path: `/help_zfps_${code}`,
  aliases: [`/help/zfps/${code}`],
  title,
  page: fixedHelp('zfps', code),
  header: 'login',
});

/** Spec §2 Help and news. */
export const helpRoutes: RouteEntry[] = [
  { path: '/help', title: '新手指南', page: HelpPage },
  { path: '/help/:group', title: '帮助中心', page: HelpPage },
  { path: '/help/:group/:code', title: '帮助中心', page: HelpPage },
  { path: '/help_pay', aliases: ['/help/pay'], title: '支付配送', page: fixedHelp('zfps'), header: 'login' },
  payHelp('ddzf', '订单支付'),
  payHelp('hwps', '货物配送'),
  payHelp('ypth', '药品退换货'),
  { path: '/news/hy', title: '行业资讯', page: () => <NewsListPage type="hy" /> },
  { path: '/news/company', title: '公司新闻', page: () => <NewsListPage type="company" /> },
  { path: '/news/info/:id/:type', title: '资讯详情', page: NewsInfoPage },
];
