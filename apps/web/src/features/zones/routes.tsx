import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types';

type ListPageName =
  | 'NearExpiryPage'
  | 'FreeShippingCardPage'
  | 'FreeShippingTablePage'
  | 'HerbalPiecesPage'
  | 'DevicesPage'
  | 'BrandGoodsPage';
const listPage = (name: ListPageName) =>
  lazy(() => import('./pages/ZoneListPages').then((m) => ({ default: m[name] })));
const BrandZonePage = lazy(() => import('./pages/BrandZonePage'));
const specialsPage = (name: 'DailySpecialPage' | 'WelfarePage') =>
  lazy(() => import('./pages/SpecialsPages').then((m) => ({ default: m[name] })));
const CombinationPage = lazy(() => import('./pages/CombinationPage'));
const CouponCentrePage = lazy(() => import('./pages/CouponCentrePage'));
const ControlledPage = lazy(() => import('./pages/ControlledPage'));
const ControlledNewPage = lazy(() =>
  import('./pages/ControlledPage').then((m) => ({ default: () => <m.default onlyNew /> })),
);
const CashbackPage = lazy(() => import('./pages/CashbackPage'));
const PointsMallPage = lazy(() => import('./pages/PointsMallPage'));
const PointsOrdersPage = lazy(() => import('./pages/PointsOrdersPage'));
const GroupBuyPage = lazy(() => import('./pages/GroupBuyPage'));
const GroupBuyDetailPage = lazy(() => import('./pages/GroupBuyDetailPage'));
const PointsLogPage = lazy(() => import('./pages/PointsLogPage'));
const DrawRecordsPage = lazy(() => import('./pages/DrawRecordsPage'));
const FreeShippingRulePage = lazy(() => import('./pages/FreeShippingRulePage'));
const templatePage = (template: 'zqmb' | 'hdmb' | 'yyh' | 'zhmz' | 'yjh', list = false) =>
  lazy(() =>
    import('./pages/TemplateZonePage').then((m) => ({
      default: () => <m.TemplateZonePage template={template} list={list} />,
    })),
  );
const ActivityCentrePage = lazy(() =>
  import('./pages/TemplateZonePage').then((m) => ({ default: m.ActivityCentrePage })),
);

/**
 * Spec §2 zones: the goods list with a preset zone filter, and the promotion zones of issue 9
 * (控销, 每日特价, 福利, 组合购, 领券中心 and the data-driven templates).
 */
export const zoneRoutes: RouteEntry[] = [
  { path: '/jxqzc', title: '近效期专场', page: listPage('NearExpiryPage') },
  { path: '/yx', title: '包邮专区', page: listPage('FreeShippingCardPage'), categoryZone: 'category_by' },
  {
    path: '/yx/table',
    title: '包邮专区',
    page: listPage('FreeShippingTablePage'),
    categoryZone: 'category_by',
  },
  { path: '/zyyp', title: '中药饮片', page: listPage('HerbalPiecesPage'), categoryZone: 'category_zyyp' },
  { path: '/qxzq', title: '医疗器械', page: listPage('DevicesPage'), categoryZone: 'category_qxzq' },
  { path: '/ppzq', title: '品牌专区', page: BrandZonePage, aliases: ['/ppzq/:page'] },
  {
    path: '/ppzq/info/:id',
    title: '品牌专区',
    page: listPage('BrandGoodsPage'),
    aliases: ['/ppzq/info/:id/:page'],
  },
  {
    path: '/yx/rule',
    title: '包邮规则',
    page: FreeShippingRulePage,
    header: 'none',
    footer: false,
    toolbar: false,
  },
  { path: '/kxzq', title: '控销专区', page: ControlledPage },
  { path: '/kxzq/new', title: '控销新品', page: ControlledNewPage },
  { path: '/kxzq/goods/:url', title: '控销专区', page: ControlledPage, aliases: ['/kxzq/goods/:url/:ads'] },
  { path: '/mrtj', name: 'mrtj', title: '每日特价', page: specialsPage('DailySpecialPage') },
  { path: '/welfare', name: 'welfare', title: '全场9.4折', page: specialsPage('WelfarePage') },
  { path: '/zhzq', name: 'zhzq', title: '组合购', page: CombinationPage },
  { path: '/lqzx', name: 'lqzx', title: '领券中心', page: CouponCentrePage },
  { path: '/jfsc', name: 'jfsc', title: '积分商城', page: PointsMallPage },
  {
    path: '/order_jfdd',
    title: '积分订单',
    page: PointsOrdersPage,
    aliases: ['/jfdd'],
    sideNav: true,
    signIn: true,
  },
  { path: '/ptzq', title: '拼团专区', page: GroupBuyPage },
  { path: '/list/info-pt/:id', title: '拼团详情', page: GroupBuyDetailPage },
  { path: '/wdqb/jfgl', title: '我的积分', page: PointsLogPage, sideNav: true, signIn: true },
  // The member centre's record of the home page's lucky draw (the popup's close warning links it).
  { path: '/user/cjjl', title: '抽奖记录', page: DrawRecordsPage, sideNav: true, signIn: true },
  { path: '/hb', name: 'hb', title: '满额返现', page: CashbackPage, topAd: true },
  { path: '/yjh', title: '活动专区', page: templatePage('yjh'), aliases: ['/yjh/:id'] },
  { path: '/Hdzx/:ids', title: '活动中心', page: ActivityCentrePage, aliases: ['/Hdzx/:ids/:id'] },
  // Spec §2 leaves these titles empty; the zone's own title is the page heading.
  { path: '/zqmb', title: '专区', page: templatePage('zqmb') },
  { path: '/hdmb', title: '活动', page: templatePage('hdmb') },
  { path: '/yyh', title: '药优惠', page: templatePage('yyh') },
  { path: '/yyh/list', title: '药优惠', page: templatePage('yyh', true) },
  { path: '/zhmz', title: '综合满赠', page: templatePage('zhmz') },
  { path: '/zhmz/list', title: '综合满赠', page: templatePage('zhmz', true) },
];
