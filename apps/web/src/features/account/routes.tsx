import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

const RegisterStep1Page = lazy(() => import('./pages/RegisterStep1Page'));
const RegisterStep2Page = lazy(() => import('./pages/RegisterStep2Page'));
const RegisterStep3Page = lazy(() => import('./pages/RegisterStep3Page'));
const ChainStep1Page = lazy(() =>
  import('./pages/RegisterStep1Page').then((m) => ({ default: m.ChainStep1Page })),
);
const ChainStep2Page = lazy(() =>
  import('./pages/RegisterStep2Page').then((m) => ({ default: m.ChainStep2Page })),
);
const ChainStep3Page = lazy(() =>
  import('./pages/RegisterStep3Page').then((m) => ({ default: m.ChainStep3Page })),
);
const forget = (name: 'ForgetStep1Page' | 'ForgetStep2Page' | 'ForgetStep3Page') =>
  lazy(() => import('./pages/ForgetPages').then((m) => ({ default: m[name] })));
const WechatRegisterPage = lazy(() => import('./pages/WechatRegisterPage'));
const WechatSandboxPage = lazy(() => import('./pages/WechatSandboxPage'));
const ContractPage = lazy(() => import('./pages/ContractPage'));
const DevSmsPage = lazy(() => import('./pages/DevSmsPage'));

/** Spec §2 Registration and password; /dzht the electronic contract; /dev/sms the SMS sandbox. */
export const accountRoutes: RouteEntry[] = [
  { path: '/register/step1', title: '免费注册', page: RegisterStep1Page, header: 'login', baseInfo: false },
  { path: '/register/step2', title: '免费注册', page: RegisterStep2Page, header: 'login', baseInfo: false },
  { path: '/register/step3', title: '免费注册', page: RegisterStep3Page, header: 'login', baseInfo: false },
  // The chain (连锁) variant: the head office registers, then adds its stores.
  {
    path: '/register/dd/step1',
    title: '连锁企业注册',
    page: ChainStep1Page,
    header: 'login',
    baseInfo: false,
  },
  {
    path: '/register/dd/step2',
    title: '连锁企业注册',
    page: ChainStep2Page,
    header: 'login',
    baseInfo: false,
  },
  {
    path: '/register/dd/step3',
    title: '连锁企业注册',
    page: ChainStep3Page,
    header: 'login',
    baseInfo: false,
  },
  {
    path: '/forget/step1',
    title: '找回密码',
    page: forget('ForgetStep1Page'),
    header: 'login',
    baseInfo: false,
  },
  {
    path: '/forget/step2',
    title: '重置密码',
    page: forget('ForgetStep2Page'),
    header: 'login',
    baseInfo: false,
  },
  {
    path: '/forget/step3',
    title: '重置成功',
    page: forget('ForgetStep3Page'),
    header: 'login',
    baseInfo: false,
  },
  {
    path: '/register/wechat',
    title: '微信扫码登录',
    page: WechatRegisterPage,
    header: 'login',
    baseInfo: false,
  },
  // Stands in for the phone in the WeChat sandbox: no shop header, as on a phone.
  {
    path: '/wechat/sandbox',
    title: '微信确认',
    page: WechatSandboxPage,
    header: 'none',
    footer: false,
    toolbar: false,
    baseInfo: false,
  },
  { path: '/dzht', title: '电子合同', page: ContractPage, sideNav: true, signIn: true },
  { path: '/dev/sms', title: '短信沙箱', page: DevSmsPage, header: 'login', toolbar: false },
];
