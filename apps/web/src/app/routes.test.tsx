import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { Outlet, createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { buildRouteObjects } from './build-routes';
import { NOT_FOUND_PATH, redirects, routeEntries } from './routes';
import type { RouteEntry, RouteMeta } from './route-types';

const CHINESE = /[\u4e00-\u9fa5]/;
const flatten = (entries: RouteEntry[]): RouteEntry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);
// Pages replaced by nothing: these tests are about where a path leads, not what the page shows.
const stub = (entries: RouteEntry[]): RouteEntry[] =>
  entries.map((e) => ({ ...e, page: () => null, children: e.children && stub(e.children) }));

async function landing(path: string, entries: RouteEntry[] = routeEntries) {
  const router = createMemoryRouter(buildRouteObjects(stub(entries), redirects, <Outlet />, NOT_FOUND_PATH), {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  return router.state.location.pathname + router.state.location.search;
}

describe('route table', () => {
  it('every entry has a Chinese title and a unique path', () => {
    const all = flatten(routeEntries);
    for (const e of all) expect(e.title, e.path).toMatch(CHINESE);
    const paths = all.flatMap((e) => [e.path, ...(e.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the shell screens of spec §2', () => {
    const paths = routeEntries.map((e) => e.path);
    for (const p of ['/', '/login', '/404', '/noActivity', '/loading', '/loading/activity'])
      expect(paths).toContain(p);
  });

  it.each([
    ['/register', '/register/step1'],
    ['/order_wddd?status=2', '/order?status=2'],
    ['/order_wddd_wl/12', '/order_wddd_info/12'],
    ['/order/wl/12', '/order/info/12'],
    ['/zzfw_pzqg', '/pzqg'],
    ['/activity', '/loading/activity'],
    ['/activity/yjh/3', `/loading/activity?url=${encodeURIComponent('yjh/3')}`],
  ])('redirect %s → %s', async (from, to) => {
    // Targets owned by slices not written yet still resolve; give them a page for this test.
    const target = to.split('?')[0]!;
    const extra = routeEntries.some((e) => e.path === target)
      ? []
      : [{ path: target, title: '目标', page: () => null }];
    expect(await landing(from, [...routeEntries, ...extra])).toBe(to);
  });

  it('an unknown path goes to /404', async () => {
    expect(await landing('/some/unknown/path')).toBe('/404');
  });

  it('an alias shows the same page with the same flags', () => {
    const entries: RouteEntry[] = [
      {
        path: '/order_wddd_info/:id',
        aliases: ['/order/info/:id'],
        title: '订单详情',
        page: () => null,
        sideNav: true,
      },
    ];
    const objects = buildRouteObjects(entries, [], <Outlet />);
    const viaAlias = matchRoutes(objects, '/order/info/7');
    const meta = viaAlias?.at(-1)?.route.handle as RouteMeta;
    expect(meta.title).toBe('订单详情');
    expect(meta.sideNav).toBe(true);
    expect(viaAlias?.at(-1)?.params.id).toBe('7');
  });
});
