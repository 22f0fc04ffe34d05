import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookEndpoint } from '@shop/shared';
import { WebhooksPage } from './WebhooksPage';

const endpoint: WebhookEndpoint = {
  id: 3,
  url: 'https://erp.kangyuan.example/shop/webhook',
  description: '英克 ERP 正式环境',
  events: ['order.paid', 'order.shipped'],
  enabled: true,
  secret_hint: 'x9Qa',
  pending: 1,
  failed: 2,
  created_at: '2026-11-26T02:00:00.000Z',
  updated_at: '2026-11-26T02:00:00.000Z',
};
const failed: WebhookDelivery = {
  id: 41,
  endpoint_id: 3,
  event: 'order.paid',
  event_id: '6f1c2d1e-8a7b-4c3d-9e0f-112233445566',
  status: 'failed',
  attempts: 2,
  next_at: null,
  expires_at: '2026-11-27T02:00:00.000Z',
  delivered_at: null,
  last_status: 503,
  last_error: 'HTTP 503',
  created_at: '2026-11-26T02:00:00.000Z',
  data: { order_no: 'D20261126000123' },
  attempt_log: [
    { attempt: 1, at: '2026-11-26T02:00:01.000Z', http_status: 503, error: 'HTTP 503', duration_ms: 12 },
    { attempt: 2, at: '2026-11-26T02:00:31.000Z', http_status: null, error: '超时', duration_ms: 10000 },
  ],
};

const calls: { method: string; url: string; body: unknown }[] = [];
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 10000, msg: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        url: input,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      if (input.startsWith('/api/admin/webhooks/3/deliveries')) {
        const list = input.includes('status=delivered') ? [] : [failed];
        return Promise.resolve(envelope({ list, total: list.length, page: 1, page_size: 20 }));
      }
      if (input.endsWith('/rotate-secret'))
        return Promise.resolve(envelope({ endpoint, secret: 'whsec_NEWSECRETshownOnce1234' }));
      if (input.endsWith('/replay')) return Promise.resolve(envelope(null));
      return Promise.resolve(envelope({ list: [endpoint] }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

// antd pages render slowly in jsdom on a loaded machine: the waits below allow for it.
const slow = { timeout: 15_000 };
const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <WebhooksPage />
      </App>
    </QueryClientProvider>,
  );

describe('Webhook 推送 page', () => {
  it('lists the endpoint with its events and backlog, and its deliveries with every attempt', async () => {
    renderPage();
    expect(await screen.findByText('英克 ERP 正式环境', {}, slow)).toBeTruthy();
    expect(screen.getByText('订单已付款')).toBeTruthy();
    expect(screen.getByText('…x9Qa')).toBeTruthy();
    expect(await screen.findByText('已失败', {}, slow)).toBeTruthy();
    expect(screen.getByText(/第1次 .* HTTP 503 · 12ms/)).toBeTruthy();
    expect(screen.getByText(/第2次 .* 超时 · 10000ms/)).toBeTruthy();
  });

  it('重新推送 asks first, then queues the delivery again', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '重新推送' }, slow));
    const confirm = await screen.findByText('以同一事件编号重新推送，并重新计算24小时重试期？', {}, slow);
    const pop = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(pop).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(
      () =>
        expect(
          calls.some((c) => c.method === 'POST' && c.url === '/api/admin/webhooks/deliveries/41/replay'),
        ).toBe(true),
      slow,
    );
    expect(await screen.findByText('已重新加入推送队列', {}, slow)).toBeTruthy();
  });

  it('rotating the secret shows the new one once', async () => {
    renderPage();
    fireEvent.click(await screen.findByText('轮换密钥', {}, slow));
    const confirm = await screen.findByText('轮换后旧密钥立即失效，ERP 须改用新密钥验签，确定？', {}, slow);
    fireEvent.click(
      within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }),
    );
    expect(await screen.findByText('whsec_NEWSECRETshownOnce1234', {}, slow)).toBeTruthy();
    expect(screen.getByText(/密钥仅显示这一次/)).toBeTruthy();
  });

  it('删除 names the backlog that goes with the endpoint, then deletes it', async () => {
    renderPage();
    fireEvent.click(await screen.findByText('删除', {}, slow));
    const confirm = await screen.findByText(
      '删除后该地址不再收到推送，其 1 条待推送、2 条失败的推送记录一并删除，确定？',
      {},
      slow,
    );
    fireEvent.click(
      within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }),
    );
    await waitFor(
      () => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/webhooks/3')).toBe(true),
      slow,
    );
    expect(await screen.findByText('推送地址已删除', {}, slow)).toBeTruthy();
  });
});
