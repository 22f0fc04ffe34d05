import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { http } from '../lib/api';
import { fakeAdapter } from '../lib/api/test-adapter';
import { forgetSignIn } from '../features/shell/signInHint';
import { buildRouteObjects } from './build-routes';
import { NOT_FOUND_PATH, redirects, routeEntries } from './routes';
import type { RouteEntry, RouteMeta } from './route-types';

/**
 * Every page that needs a buyer (issue 28: 15 of them used to render for a visitor, log a 401 and
 * then bounce, and /zzfw, /kjcg, /pzqg/add stayed open). e2e/tests/buyer-guard.spec.ts walks the
 * same list in a browser.
 */
const BUYER_PAGES = [
  ...['/user', '/user_hyzx', '/user/cjjl', '/zhzx', '/zhzx/basic', '/zhzx/zzzj', '/zhzx/ddgl'],
  ...['/zhzx/bdwx', '/zhzx/addr', '/zhzx/wdxx', '/zhzx/jybg', '/wdqb', '/wdqb/yegl', '/wdqb/jfgl'],
  ...['/wdqb/yhq', '/wdqb/xjq', '/cart', '/cart/step2', '/cart/step3/1', '/cart/hm', '/cart/step4'],
  ...['/order', '/order_wddd_index', '/order/info/1', '/order_wddd_info/1', '/order/returnInfo/1'],
  ...['/order_wddd_returnInfo/1', '/order/afterSalesInfo/1', '/order_wddd_afterSalesInfo/1'],
  ...['/hmdd', '/order_hmdd', '/order_hmdd_index', '/jfdd', '/order_jfdd', '/zzfw', '/kjcg'],
  ...['/zzfw_kjcg', '/pzqg', '/zzfw_ppzq_index', '/pzqg/add', '/zzfw_ppzq_add', '/pzqg/info'],
  ...['/zzfw_ppzq_info', '/dzfp', '/zzfw_dzfp', '/star', '/zzfw_wdsc', '/yjfk', '/zzfw_yjfk', '/dzht'],
];
/** Pages a visitor may open: browsing, zones, help, sign-in and registration. */
const PUBLIC_PAGES = ['/', '/list', '/list/info/1', '/search', '/jfsc', '/hb', '/lqzx', '/welfare'];
const PUBLIC_MORE = ['/ppzq/info/1/2', '/yyh/list', '/help', '/login', '/register/step1', '/forget/step1'];

const objects = buildRouteObjects(routeEntries, redirects, null, NOT_FOUND_PATH);
const metaAt = (path: string) => matchRoutes(objects, path)?.at(-1)?.route.handle as RouteMeta | undefined;

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  forgetSignIn();
});

describe('visitor guard (one flag in the route table)', () => {
  it('marks every buyer page, and no public one, as needing a signed-in buyer', () => {
    expect(BUYER_PAGES.filter((p) => metaAt(p)?.signIn !== true)).toEqual([]);
    expect([...PUBLIC_PAGES, ...PUBLIC_MORE].filter((p) => metaAt(p)?.signIn !== false)).toEqual([]);
  });

  it('sends a visitor to /login?redirect= before the page is drawn or any buyer call is made', async () => {
    const drawn: string[] = [];
    const stub = (es: RouteEntry[]): RouteEntry[] =>
      es.map((e) => ({
        ...e,
        page: () => {
          drawn.push(e.path);
          return <p>{e.title}</p>;
        },
        children: e.children && stub(e.children),
      }));
    const { adapter, seen } = fakeAdapter(() => ({
      status: 404,
      body: { code: 404, msg: '无', data: null },
    }));
    http.defaults.adapter = adapter;
    for (const path of [
      '/zzfw',
      '/kjcg',
      '/pzqg/add',
      '/star',
      '/jfdd',
      '/wdqb/jfgl',
      '/dzht',
      '/user/cjjl',
    ]) {
      drawn.length = 0;
      const router = createMemoryRouter(
        buildRouteObjects(stub(routeEntries), redirects, <AppLayout />, NOT_FOUND_PATH),
        { initialEntries: [path] },
      );
      const view = render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      await waitFor(() => expect(drawn).toContain('/login'));
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/login?redirect=${encodeURIComponent(path)}`,
      );
      expect(new Set(drawn), path).toEqual(new Set(['/login']));
      view.unmount();
    }
    // Only the shell's public calls: nothing a buyer page would ask (and get 401 for).
    expect(
      seen.map((c) => c.url).filter((u) => /^\/(user|order|points|draw\/record|favorite)/.test(u ?? '')),
    ).toEqual([]);
  });
});
