import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { Outlet, createMemoryRouter, RouterProvider } from 'react-router';
import { buildRouteObjects } from './build-routes';
import { NOT_FOUND_PATH, redirects, routeEntries } from './routes';
import type { RouteEntry } from './route-types';

/** Every route of spec §2, with sample ids: none may land on /404 (the guide's rule). */
const SPEC_ROUTES = [
  ...['/', '/404', '/noActivity', '/login', '/loading', '/loading/activity', '/activity/a/b/c', '/jfsc'],
  ...['/list/other/3', '/list/other/3/感冒药'],
  ...['/user', '/user_hyzx', '/zhzx', '/zhzx/basic', '/zhzx/zzzj', '/zhzx/ddgl', '/zhzx/bdwx'],
  ...['/zhzx/addr', '/zhzx/wdxx', '/zhzx/jybg', '/wdqb', '/wdqb/yegl', '/wdqb/jfgl', '/wdqb/yhq'],
  ...['/wdqb/xjq', '/search', '/search/table', '/list', '/list/table', '/list/no_image'],
  ...['/list/info/1', '/list/info-pt/1', '/cart', '/cart/step2', '/cart/step3/1', '/cart/step4'],
  ...['/cart/hm', '/register', '/register/step1', '/register/step2', '/register/step3'],
  ...['/register/dd/step1', '/register/dd/step2', '/register/dd/step3', '/register/wechat'],
  ...['/forget/step1', '/forget/step2', '/forget/step3', '/ppzq', '/ppzq/2', '/ppzq/info/1'],
  ...['/ppzq/info/1/2', '/kxzq', '/kxzq/new', '/kxzq/goods/abc', '/kxzq/goods/abc/1', '/yx'],
  ...['/yx/table', '/yx/rule', '/zyyp', '/qxzq', '/jxqzc', '/ptzq', '/yjh', '/yjh/1', '/Hdzx/1,2'],
  ...['/Hdzx/1,2/1', '/hb', '/mrtj', '/welfare', '/zhzq', '/lqzx', '/zqmb', '/hdmb', '/yyh'],
  ...['/yyh/list', '/zhmz', '/zhmz/list', '/order', '/order_wddd', '/order_wddd_index'],
  ...['/order_wddd_info/1', '/order/info/1', '/order_wddd_returnInfo/1', '/order/returnInfo/1'],
  ...['/order_wddd_afterSalesInfo/1', '/order/afterSalesInfo/1', '/order_wddd_wl/1', '/order/wl/1'],
  ...['/order_jfdd', '/jfdd', '/order_hmdd', '/order_hmdd_index', '/hmdd', '/zzfw', '/zzfw_kjcg'],
  ...['/kjcg', '/zzfw_pzqg', '/zzfw_ppzq_index', '/pzqg', '/zzfw_ppzq_add', '/pzqg/add'],
  ...['/zzfw_ppzq_info', '/pzqg/info', '/zzfw_dzfp', '/dzfp', '/zzfw_wdsc', '/star', '/zzfw_yjfk'],
  ...['/yjfk', '/dzht', '/help', '/help/xrzn/zchy', '/help/fwbz/wzzz', '/help/fwbz/yhxy'],
  ...['/help/fwbz/zskf', '/help/us/tsjy', '/help/us/link', '/help_pay', '/help/pay'],
  ...['/help_zfps_ddzf', '/help/zfps/ddzf', '/help_zfps_hwps', '/help/zfps/hwps'],
  ...['/help_zfps_ypth', '/help/zfps/ypth', '/news/hy', '/news/company', '/news/info/1/company'],
];

// Pages replaced by nothing: this is about where a path leads, not what the page shows.
const stub = (entries: RouteEntry[]): RouteEntry[] =>
  entries.map((e) => ({ ...e, page: () => null, children: e.children && stub(e.children) }));

async function landing(path: string) {
  const router = createMemoryRouter(
    buildRouteObjects(stub(routeEntries), redirects, <Outlet />, NOT_FOUND_PATH),
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  return router.state.location.pathname;
}

/** Spec §2 "Route names referenced". */
const SPEC_NAMES = [
  ...['index', 'cart_step1', 'list', 'list_index', 'list_table', 'loading', 'login', 'user_hyzx'],
  ...['zhzx_bdwx', 'jfsc', 'user_order', 'hb', 'mrtj', 'welfare', 'zhzq', 'lqzx'],
];

describe('spec §2 routes', () => {
  it('every route name the spec references names a screen of the table', () => {
    const flat = (es: RouteEntry[]): RouteEntry[] => es.flatMap((e) => [e, ...flat(e.children ?? [])]);
    const names = flat(routeEntries).flatMap((e) => [e.name, ...(e.otherNames ?? [])]);
    expect(SPEC_NAMES.filter((n) => !names.includes(n))).toEqual([]);
    const byName = (n: string) => flat(routeEntries).find((e) => e.name === n || e.otherNames?.includes(n));
    expect(byName('list_index')?.path).toBe('/list');
    expect(byName('zhzx_bdwx')?.path).toBe('/zhzx/bdwx');
  });

  it('every route of the spec opens a page of its own, not /404', async () => {
    const lost: string[] = [];
    for (const path of SPEC_ROUTES) {
      if (path !== '/404' && (await landing(path)) === '/404') lost.push(path);
    }
    expect(lost).toEqual([]);
  });
});
