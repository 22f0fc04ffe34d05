import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// The ES build: antd/locale/zh_CN is CommonJS and drags CommonJS copies of the picker locales along.
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { FeedbackHost } from '../lib/feedback/FeedbackHost';
import { APP_TEXT, theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A server "no" (ApiError with an envelope code) does not get better by asking again.
        retry: (count, err) => !(err instanceof ApiError && err.code !== 0) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN} theme={theme}>
        {/* What antd's <App> gave the shop besides message/modal (lib/feedback loads those on
            first use, off the first screen): a wrapper setting the text colour, size and font. */}
        <div style={APP_TEXT}>{children}</div>
        <FeedbackHost />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
