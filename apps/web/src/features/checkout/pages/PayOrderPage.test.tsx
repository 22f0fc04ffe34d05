import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PayInfo } from '@shop/shared';
import { api } from '../../../lib/api';
import { renderPage } from '../testing/renderPage';
import PayOrderPage from './PayOrderPage';

vi.mock('../../../lib/api', async (importActual) => {
  const actual = await importActual<typeof import('../../../lib/api')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } };
});
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const info = (over: Partial<PayInfo> = {}): PayInfo => ({
  id: 9,
  order_no: 'YS2026112215214300000246',
  kind: 'normal',
  status: 'unpaid',
  status_text: '待付款',
  payable: '39.50',
  created_at: '2026-11-22T07:21:43.328Z',
  pay_deadline: '2026-11-22T07:51:43.328Z',
  pay_type: 'wechat',
  balance: '10.00',
  pay_types: [
    { type: 'balance', label: '余额支付' },
    { type: 'offline', label: '对公转账' },
    { type: 'wechat', label: '微信支付' },
  ],
  bank_account: {
    bank: '中国工商银行',
    account_name: '浙江康源医药有限公司',
    account_no: '1202',
    remark: '附言填写订单号',
  },
  purchaser: null,
  goods_count: 1,
  online: null,
  ...over,
});

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

describe('/cart/step3/:id 支付订单', { timeout: 20_000 }, () => {
  it('shows the QR of the sandbox cashier and follows the order until it is paid', async () => {
    let paid = false;
    get.mockImplementation(() =>
      Promise.resolve(info(paid ? { status: 'paid', status_text: '待发货' } : {})),
    );
    post.mockResolvedValue({
      pay_type: 'wechat',
      status: 'unpaid',
      qr_code_url: '/api/payment/sandbox/W1?t=x',
      cashier_url: '/api/payment/sandbox/W1?t=x',
      out_trade_no: 'W1',
    });
    const { router } = renderPage(<PayOrderPage />, '/cart/step3/:id', '/cart/step3/9?hm=10');
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    const cashier = await screen.findByRole('link', { name: /微信收银台/ });
    expect(cashier.getAttribute('href')).toBe('/api/payment/sandbox/W1?t=x');
    expect(post).toHaveBeenCalledWith('/payment/9', { pay_type: 'wechat' });

    paid = true; // the gateway's notification arrives; the next 2 s poll sees it
    await waitFor(
      () =>
        expect(router.state.location.pathname + router.state.location.search).toBe('/cart/step4?id=9&hm=10'),
      {
        timeout: 5000,
      },
    );
  });

  it('shows the balance and says when it is short; the server has the last word', async () => {
    get.mockResolvedValue(info({ pay_type: 'balance' }));
    renderPage(<PayOrderPage />, '/cart/step3/:id', '/cart/step3/9');
    expect(await screen.findByText('¥10.00')).toBeTruthy();
    expect(screen.getByText(/余额不足/)).toBeTruthy();
  });

  it('an order awaiting a bank transfer shows the account and may switch to another method', async () => {
    get.mockResolvedValue(
      info({ status: 'awaiting_transfer', status_text: '待确认到账', pay_type: 'offline' }),
    );
    renderPage(<PayOrderPage />, '/cart/step3/:id', '/cart/step3/9');
    expect(await screen.findByText('浙江康源医药有限公司')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '改用其他方式支付' }));
    expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeTruthy();
  });
});
