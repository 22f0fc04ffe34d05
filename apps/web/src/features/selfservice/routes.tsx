import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const SelfServiceHomePage = lazy(() => import('./pages/SelfServiceHomePage'));
const QuickPurchasePage = lazy(() => import('./pages/QuickPurchasePage'));
const FeedbackPage = lazy(() => import('./pages/FeedbackPage'));
const WantedListPage = lazy(() => import('./pages/WantedListPage'));
const WantedAddPage = lazy(() => import('./pages/WantedAddPage'));
const WantedInfoPage = lazy(() => import('./pages/WantedInfoPage'));
const InvoicePage = lazy(() => import('./pages/InvoicePage'));
const MonthlyInvoicePage = lazy(() => import('./pages/MonthlyInvoicePage'));

/** Spec §2 Self-service. */
export const selfServiceRoutes: RouteEntry[] = [
  { path: '/zzfw', title: '自助服务', page: SelfServiceHomePage, sideNav: true },
  { path: '/kjcg', aliases: ['/zzfw_kjcg'], title: '快捷采购', page: QuickPurchasePage, sideNav: true },
  { path: '/dzfp', aliases: ['/zzfw_dzfp'], title: '电子发票', page: InvoicePage, sideNav: true },
  { path: '/dzfp/hb', title: '月度合并开票', page: MonthlyInvoicePage, sideNav: true },
  { path: '/yjfk', aliases: ['/zzfw_yjfk'], title: '意见反馈', page: FeedbackPage, sideNav: true },
  { path: '/pzqg', aliases: ['/zzfw_ppzq_index'], title: '品种求购', page: WantedListPage, sideNav: true },
  { path: '/pzqg/add', aliases: ['/zzfw_ppzq_add'], title: '发布求购', page: WantedAddPage, sideNav: true },
  {
    path: '/pzqg/info',
    aliases: ['/zzfw_ppzq_info'],
    title: '求购详情',
    page: WantedInfoPage,
    sideNav: true,
  },
];
