import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { FeedbackHost } from '../../../lib/feedback/FeedbackHost';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders one page at `url` under `path`, with the app's providers and a router to observe. */
export function renderPage(page: ReactElement, path: string, url: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <div>elsewhere</div> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN}>
        <>
          <RouterProvider router={router} />
          <FeedbackHost />
        </>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
