import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { ApiError, setNotifier } from '../lib/api';
import { theme } from './theme';

dayjs.locale('zh-cn');

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => !(err instanceof ApiError && err.code !== 0) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

/** Routes every failed call's message to antd's message, themed like the rest. */
function NotifierBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setNotifier((msg) => void message.error(msg)), [message]);
  return null;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN} theme={theme}>
        <AntApp>
          <NotifierBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
