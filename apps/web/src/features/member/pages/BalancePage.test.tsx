import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '../../../lib/api';
import { renderPage } from '../../checkout/testing';
import type { MoneyLogPage } from '@shop/shared';
import BalancePage from './BalancePage';

vi.mock('../../../lib/api', async (importActual) => {
  const actual = await importActual<typeof import('../../../lib/api')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } };
});
const get = vi.mocked(api.get);

const log: MoneyLogPage = {
  list: [
    {
      id: 1,
      amount: '-256.00',
      balance_after: '744.00',
      use_type: 2,
      use_type_text: '订单支付',
      remark: '余额支付订单',
      order_no: 'DD202601010001',
      created_at: '2026-01-05T02:00:00.000Z',
    },
  ],
  total: 23,
  page: 1,
  page_size: 10,
};

beforeEach(() => {
  get.mockReset();
  get.mockImplementation((url) =>
    Promise.resolve(url === '/user/user_money' ? { balance: '744.00', points: 120 } : log),
  );
});
const logCalls = () => get.mock.calls.filter((c) => c[0] === '/user/user_money_log').map((c) => c[1]);

describe('/wdqb/yegl 余额管理', { timeout: 20_000 }, () => {
  it('asks for the URL filter, and a new type asks again from page 1 with the same dates', async () => {
    const { router } = renderPage(
      <BalancePage />,
      '/wdqb/yegl',
      '/wdqb/yegl?start=2026-01-01&end=2026-01-31&page=2',
    );
    expect(await screen.findByText('DD202601010001')).toBeTruthy();
    expect(screen.getByText('¥744.00')).toBeTruthy();
    expect(logCalls()).toEqual([
      { page: 2, page_size: 10, use_type: 0, start_time: '2026-01-01', end_time: '2026-01-31' },
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '订单支付' }));
    await waitFor(() =>
      expect(logCalls().at(-1)).toEqual({
        page: 1,
        page_size: 10,
        use_type: 2,
        start_time: '2026-01-01',
        end_time: '2026-01-31',
      }),
    );
    expect(router.state.location.search).toBe('?type=2&start=2026-01-01&end=2026-01-31');
  });

  it('paging keeps the filter', async () => {
    renderPage(<BalancePage />, '/wdqb/yegl', '/wdqb/yegl?type=1');
    await screen.findByText('DD202601010001');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() =>
      expect(logCalls().at(-1)).toEqual({
        page: 3,
        page_size: 10,
        use_type: 1,
        start_time: '',
        end_time: '',
      }),
    );
  });
});
