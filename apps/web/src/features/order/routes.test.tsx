import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { Outlet, createMemoryRouter, RouterProvider, useMatches } from 'react-router';
import { buildRouteObjects } from '../../app/build-routes';
import { NOT_FOUND_PATH, redirects, routeEntries } from '../../app/routes';
import type { RouteEntry, RouteMeta } from '../../app/route-types';

// Pages replaced by a marker: these tests are about where a path leads, not what the page shows.
function Marker() {
  const matches = useMatches();
  const meta = matches.at(-1)?.handle as RouteMeta | undefined;
  return <div data-testid="page">{meta?.title}</div>;
}
const stub = (entries: RouteEntry[]): RouteEntry[] => entries.map((e) => ({ ...e, page: Marker }));

async function land(path: string) {
  const router = createMemoryRouter(
    buildRouteObjects(stub(routeEntries), redirects, <Outlet />, NOT_FOUND_PATH),
    {
      initialEntries: [path],
    },
  );
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  const title = (await view.findByTestId('page')).textContent;
  return { at: router.state.location.pathname + router.state.location.search, title };
}

describe('orders centre paths of spec §2', () => {
  it.each([
    ['/order', '/order', '我的订单'],
    ['/order_wddd_index', '/order_wddd_index', '我的订单'],
    ['/order_wddd', '/order', '我的订单'],
    ['/order_wddd?status=unpaid', '/order?status=unpaid', '我的订单'],
    ['/order/info/12', '/order/info/12', '订单详情'],
    ['/order_wddd_info/12', '/order_wddd_info/12', '订单详情'],
    ['/order_wddd_wl/12', '/order_wddd_info/12', '订单详情'],
    ['/order/wl/12', '/order/info/12', '订单详情'],
  ])('%s → %s (%s)', async (from, to, title) => {
    expect(await land(from)).toEqual({ at: to, title });
  });

  it.each([
    ['/cart/step2?ids=1,2', '确认订单信息'],
    ['/cart/step3/5', '支付订单'],
    ['/cart/hm?id=6', '支付订单'],
    ['/cart/step4?id=5', '支付完成'],
  ])('%s shows %s', async (path, title) => {
    expect((await land(path)).title).toBe(title);
  });
});
