import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { FeedbackHost } from '../../lib/feedback/FeedbackHost';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRouteObjects } from '../../app/build-routes';
import type { RouteEntry } from '../../app/route-types';
import { http } from '../../lib/api';
import { fakeAdapter } from '../../lib/api/test-adapter';
import { forgetSignIn, rememberSignIn } from '../../features/shell/signInHint';
import { AppLayout } from './AppLayout';

const entries: RouteEntry[] = [
  { path: '/cart', title: '我的购物车', page: () => <p>购物车内容</p>, signIn: true },
  { path: '/login', title: '登录', header: 'login', page: () => <p>登录表单</p> },
];
const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  forgetSignIn();
});

function open(path: string) {
  const { adapter, seen } = fakeAdapter((config) =>
    config.url === '/user/base'
      ? { body: { code: 10000, msg: 'ok', data: { show: true, company: '杭州康健大药房有限公司' } } }
      : { status: 404, body: { code: 404, msg: '接口不存在', data: null } },
  );
  http.defaults.adapter = adapter;
  const router = createMemoryRouter(buildRouteObjects(entries, [], <AppLayout />), {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <>
        <RouterProvider router={router} />
        <FeedbackHost />
      </>
    </QueryClientProvider>,
  );
  return { router, seen };
}

describe('pages for signed-in buyers', () => {
  it('a visitor opening /cart is at /login with the way back, and the cart header was never drawn', async () => {
    const { router, seen } = open('/cart');
    expect(await screen.findByText('登录表单')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2Fcart');
    expect(screen.queryByText('购物车内容')).toBeNull();
    // No base-info call for a browser without a sign-in hint (it would only answer 401).
    expect(seen.some((c) => c.url === '/user/base')).toBe(false);
  });

  it('a browser that signed in here opens the cart and asks for its base info', async () => {
    rememberSignIn();
    const { seen } = open('/cart');
    expect(await screen.findByText('购物车内容')).toBeTruthy();
    await waitFor(() => expect(seen.some((c) => c.url === '/user/base')).toBe(true));
  });
});
