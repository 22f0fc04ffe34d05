/** Issue 26, defect 15: a redirect the browser would turn into another origin signs in and goes home. */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { http } from '../../../lib/api';
import { fakeAdapter } from '../../../lib/api/test-adapter';
import { forgetSignIn } from '../signInHint';
import LoginPage from './LoginPage';

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  forgetSignIn();
  window.history.replaceState(null, '', '/');
});

/** A real browser history (jsdom's pushState refuses another origin, as Chromium does). */
async function signInAt(search: string) {
  const { adapter } = fakeAdapter((config) =>
    config.url === '/user/login'
      ? { body: { code: 10000, msg: '登录成功', data: { token: 't' } } }
      : { status: 404, body: { code: 404, msg: '接口不存在', data: null } },
  );
  http.defaults.adapter = adapter;
  window.history.replaceState(null, '', `/login${search}`);
  const router = createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    { path: '*', element: <p>已到达</p> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  fireEvent.change(await screen.findByPlaceholderText(/用户名/), { target: { value: 'kangjian' } });
  fireEvent.change(screen.getByPlaceholderText(/密码/), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
  return router;
}

describe('login redirect with a tab or a backslash', () => {
  it.each([
    ['?redirect=%2F%09%2Fevil.example', '/'],
    ['?redirect=%2F%0A%2Fevil.example', '/'],
    ['?redirect=%2Fuser%5C..%5C%5Cevil', '/'],
    ['?redirect=%2Fcart', '/cart'],
  ])('%s signs in and opens %s without 登录失败', async (search, to) => {
    const router = await signInAt(search);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(await screen.findByText('已到达')).toBeTruthy();
    expect(screen.queryByText(/登录失败/)).toBeNull();
  });
});
