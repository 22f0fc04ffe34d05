import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SavedFilter } from '@shop/shared';
import { savableFilters } from '../lib/saved-filters';
import { SavedFilters } from './SavedFilters';

const saved: SavedFilter[] = [
  {
    id: 1,
    name: '待确认转账',
    filters: { status: 'awaiting_transfer' },
    created_at: '2026-11-26T02:00:00.000Z',
  },
];
const calls: { method: string; url: string; body: unknown }[] = [];
const envelope = (data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ code: 10000, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    }),
  );

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

/** A search form like ProTable's, with the saved-filter bar bound to it. */
function Harness({ onSearch }: { onSearch: (v: unknown) => void }) {
  const [form] = Form.useForm();
  const ref = useRef<FormInstance | undefined>(form);
  return (
    <>
      <Form form={form} onFinish={onSearch}>
        <Form.Item name="keyword" label="关键词">
          <Input />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Input />
        </Form.Item>
      </Form>
      <SavedFilters table="orders" form={ref} />
    </>
  );
}

function renderBar(onSearch: (v: unknown) => void) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body });
      if (method === 'POST')
        return envelope({ id: 2, ...(body as object), created_at: saved[0]!.created_at });
      if (method === 'DELETE') return envelope({ id: 1 });
      return envelope(saved);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <Harness onSearch={onSearch} />
      </App>
    </QueryClientProvider>,
  );
}

describe('saved filters bar', () => {
  it('saves the form’s filled fields under a name for this table', async () => {
    renderBar(vi.fn());
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '康健' } });
    fireEvent.click(screen.getByRole('button', { name: /保存筛选/ }));
    fireEvent.change(await screen.findByPlaceholderText('方案名称，如 本周待发货'), {
      target: { value: '康健的订单' },
    });
    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/saved-filters',
      body: { table: 'orders', name: '康健的订单', filters: { keyword: '康健' } },
    });
    expect(await screen.findByText('已保存常用筛选「康健的订单」')).toBeTruthy();
  });

  it('picking a saved set replaces the form’s values and searches; it can then be deleted', async () => {
    const onSearch = vi.fn();
    renderBar(onSearch);
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '旧的关键词' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/admin/saved-filters?table=orders');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('待确认转账'));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({ keyword: undefined, status: 'awaiting_transfer' }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('状态').value).toBe('awaiting_transfer');

    fireEvent.click(screen.getByRole('button', { name: '删除常用筛选' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/admin/saved-filters/1'),
    );
  });

  it('stores dates as China days and drops empty fields', () => {
    expect(
      savableFilters({
        keyword: '',
        status: 'paid',
        created_at: [dayjs('2026-11-20T10:00:00'), dayjs('2026-11-26T18:00:00')],
        kind: undefined,
      }),
    ).toEqual({ status: 'paid', created_at: ['2026-11-20', '2026-11-26'] });
  });
});
