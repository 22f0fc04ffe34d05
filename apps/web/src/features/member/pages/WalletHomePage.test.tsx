import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api } from '../../../lib/api';
import { renderPage } from '../../checkout/testing';
import type { CouponNum, UserMoney } from '@shop/shared';
import WalletHomePage from './WalletHomePage';

vi.mock('../../../lib/api', async (importActual) => {
  const actual = await importActual<typeof import('../../../lib/api')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } };
});
const get = vi.mocked(api.get);

const money: UserMoney = { balance: '12680.50', points: 3560 };
const num: CouponNum = { unused: 5, used: 2, expired: 1, coupon: 3, voucher: 2 };

beforeEach(() => {
  get.mockReset();
  get.mockImplementation((url) => Promise.resolve(url === '/user/user_money' ? money : num));
});

describe('/wdqb 我的钱包', { timeout: 20_000 }, () => {
  it('shows the balance, points and usable coupons, each linking to its page', async () => {
    renderPage(<WalletHomePage />, '/wdqb', '/wdqb');
    const balance = await screen.findByText('¥12680.50');
    expect(balance.closest('a')?.getAttribute('href')).toBe('/wdqb/yegl');
    expect(screen.getByText('3560').closest('a')?.getAttribute('href')).toBe('/wdqb/jfgl');
    expect(screen.getByText('3').closest('a')?.getAttribute('href')).toBe('/wdqb/yhq');
    expect(screen.getByText('2').closest('a')?.getAttribute('href')).toBe('/wdqb/xjq');
  });

  it('lists every wallet page as a tile', async () => {
    renderPage(<WalletHomePage />, '/wdqb', '/wdqb');
    const tiles = (await screen.findByText('余额收支明细，按类型与日期查询')).closest('ul')!;
    const hrefs = within(tiles)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/wdqb/yegl', '/wdqb/zq', '/wdqb/dzd', '/wdqb/jfgl', '/wdqb/yhq', '/wdqb/xjq']);
  });
});
