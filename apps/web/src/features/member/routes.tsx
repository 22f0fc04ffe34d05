import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const MemberHomePage = lazy(() => import('./pages/MemberHomePage'));
const AccountHomePage = lazy(() => import('./pages/AccountHomePage'));
const WalletHomePage = lazy(() => import('./pages/WalletHomePage'));
const BasicInfoPage = lazy(() => import('./pages/BasicInfoPage'));
const QualificationPage = lazy(() => import('./pages/QualificationPage'));
const AddressPage = lazy(() => import('./pages/AddressPage'));
const StoresPage = lazy(() => import('./pages/StoresPage'));
const InspectionReportsPage = lazy(() => import('./pages/InspectionReportsPage'));
const BindWechatPage = lazy(() => import('./pages/BindWechatPage'));
const MessagesPage = lazy(() => import('./pages/MessagesPage'));
const NotifySettingsPage = lazy(() => import('./pages/NotifySettingsPage'));
const BalancePage = lazy(() => import('./pages/BalancePage'));
const couponPage = (name: 'CouponPage' | 'VoucherPage') =>
  lazy(() => import('./pages/CouponsPage').then((m) => ({ default: m[name] })));

/**
 * Spec §2 Member centre. /user is the member-centre page of spec §6: base info is not fetched
 * there (the shell's skipsBaseInfo covers /user and /user_*; the flag says so in the table too).
 * /wdqb/jfgl (我的积分, GET /api/points/log) is a route of features/zones, beside the points mall.
 */
export const memberRoutes: RouteEntry[] = [
  {
    path: '/user',
    name: 'user_hyzx',
    title: '会员中心',
    page: MemberHomePage,
    aliases: ['/user_hyzx'],
    sideNav: true,
    baseInfo: false,
  },
  { path: '/zhzx', title: '账户中心', page: AccountHomePage, sideNav: true },
  { path: '/zhzx/basic', title: '基本信息', page: BasicInfoPage, sideNav: true },
  { path: '/zhzx/zzzj', title: '资质证件', page: QualificationPage, sideNav: true },
  { path: '/zhzx/ddgl', title: '门店管理', page: StoresPage, sideNav: true },
  // Spec §6: base info is not fetched on the WeChat-binding page.
  {
    path: '/zhzx/bdwx',
    name: 'zhzx_bdwx',
    title: '绑定微信',
    page: BindWechatPage,
    sideNav: true,
    baseInfo: false,
  },
  { path: '/zhzx/addr', title: '收货地址', page: AddressPage, sideNav: true },
  { path: '/zhzx/wdxx', title: '我的消息', page: MessagesPage, sideNav: true },
  { path: '/zhzx/tzsz', title: '通知设置', page: NotifySettingsPage, sideNav: true },
  { path: '/zhzx/jybg', title: '药检报告', page: InspectionReportsPage, sideNav: true },
  { path: '/wdqb', title: '我的钱包', page: WalletHomePage, sideNav: true },
  { path: '/wdqb/yegl', title: '余额管理', page: BalancePage, sideNav: true },
  { path: '/wdqb/yhq', title: '优惠券', page: couponPage('CouponPage'), sideNav: true },
  { path: '/wdqb/xjq', title: '现金券', page: couponPage('VoucherPage'), sideNav: true },
];
