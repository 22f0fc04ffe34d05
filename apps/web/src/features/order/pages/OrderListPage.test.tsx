import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderListResponse } from '@shop/shared';
import { api } from '../../../lib/api';
import { renderPage } from '../../checkout/testing';
import OrderListPage from './OrderListPage';

vi.mock('../../../lib/api', async (importActual) => {
  const actual = await importActual<typeof import('../../../lib/api')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } };
});
const get = vi.mocked(api.get);

const answer: OrderListResponse = {
  list: [
    {
      id: 7,
      order_no: 'DD202601010001',
      kind: 'normal',
      status: 'unpaid',
      status_text: '待付款',
      created_at: '2026-01-01T10:00:00+08:00',
      payable: '256.00',
      pay_type: 'balance',
      goods_count: 2,
      lines: [
        {
          goods_id: 1,
          name: '阿莫西林胶囊',
          ypgg: '0.25g*24粒',
          image: '/a.jpg',
          number: 10,
          price: '12.50',
        },
      ],
      actions: { can_pay: true, can_cancel: true, can_confirm: false, can_rebuy: true },
    },
  ],
  total: 1,
  page: 1,
  page_size: 10,
  counts: { all: 9, unpaid: 1, unshipped: 2, shipped: 3, done: 2, cancelled: 1 },
};

beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue(answer);
});

describe('/order 订单中心', { timeout: 20_000 }, () => {
  it('switching tabs asks for that status from page 1 and keeps it in the URL', async () => {
    const { router } = renderPage(<OrderListPage />, '/order', '/order?keyword=阿莫&page=3');
    expect(await screen.findByText('DD202601010001')).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith(
      '/order',
      { status: 'all', keyword: '阿莫', page: 3, page_size: 10 },
      expect.anything(),
    );
    expect(screen.getByRole('tab', { name: '待收货(3)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '待付款(1)' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/order',
        { status: 'unpaid', keyword: '阿莫', page: 1, page_size: 10 },
        expect.anything(),
      ),
    );
    expect(router.state.location.search).toBe(`?status=unpaid&keyword=${encodeURIComponent('阿莫')}`);
  });

  it('searches by order number or goods name', async () => {
    renderPage(<OrderListPage />, '/order', '/order?status=done');
    const box = await screen
      .findByRole('searchbox', { name: '搜索订单' })
      .catch(() => screen.getByLabelText('搜索订单'));
    fireEvent.change(box, { target: { value: 'DD2026' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/order',
        { status: 'done', keyword: 'DD2026', page: 1, page_size: 10 },
        expect.anything(),
      ),
    );
  });

  it('offers the actions the server allows', async () => {
    renderPage(<OrderListPage />, '/order', '/order');
    expect(await screen.findByRole('button', { name: '去支付' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消订单' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认收货' })).toBeNull();
  });
});
