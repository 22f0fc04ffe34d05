import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StoreList } from '@shop/shared';
import { api } from '../../../lib/api';
import { renderPage } from '../../checkout/testing';
import { landOn } from '../api/landing';
import { ActingStoreBar, StoreSwitchMenu } from './StoreSwitcher';

vi.mock('../../../lib/api', async (importActual) => {
  const actual = await importActual<typeof import('../../../lib/api')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } };
});
vi.mock('../api/landing', () => ({ landOn: vi.fn() }));
const get = vi.mocked(api.get);
const landed = vi.mocked(landOn);
const post = vi.mocked(api.post);

const store = (user_id: number, company: string, extra: Partial<StoreList['list'][number]> = {}) => ({
  user_id,
  username: `store${user_id}`,
  company,
  contact_name: '王敏',
  phone: '13800138004',
  address: '杭州市西湖区',
  is_head: false,
  is_passed: true,
  status_text: '已认证',
  is_current: false,
  created_at: '2026-11-01T00:00:00.000Z',
  ...extra,
});
/** The chain as /user/stores answers it to the session that is `current`. */
const chainAs = (current: number, extra: Partial<StoreList> = {}): StoreList => ({
  chain: { id: 1, name: '益心堂医药连锁' },
  is_head: current === 3,
  can_switch: true,
  list: [
    store(3, '益心堂总部', { is_head: true, is_current: current === 3 }),
    store(4, '益心堂西湖店', { is_current: current === 4 }),
    store(5, '益心堂滨江店', { is_current: current === 5 }),
    store(6, '益心堂拱墅店', { is_passed: false, status_text: '审核中' }),
  ],
  ...extra,
});

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  landed.mockReset();
  post.mockResolvedValue({ user_id: 3, company: '益心堂总部' });
});

describe('header store switcher', { timeout: 20_000 }, () => {
  it('while the head office acts as a store, the bar names the store and 切回总部 switches to the head', async () => {
    get.mockResolvedValue(chainAs(4));
    renderPage(<ActingStoreBar />, '/cart', '/cart');
    const bar = await screen.findByRole('status', { name: '门店采购身份' });
    expect(bar.textContent).toContain('正在以 益心堂西湖店 身份采购');
    fireEvent.click(screen.getByRole('button', { name: '切回总部' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/user/switch_store', { user_id: 3 }));
    // Back as the head office, on its overview of the stores, loaded afresh.
    await waitFor(() => expect(landed).toHaveBeenCalledWith('/zhzx/lszb'));
  });

  it('shows no bar to the head office itself, nor to a store signed in on its own', async () => {
    get.mockResolvedValue(chainAs(3));
    const { unmount } = renderPage(<ActingStoreBar />, '/', '/');
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole('status', { name: '门店采购身份' })).toBeNull();
    unmount();
    get.mockResolvedValue(chainAs(4, { can_switch: false }));
    renderPage(<StoreSwitchMenu />, '/', '/');
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: '切换门店采购' })).toBeNull();
  });

  it('the head office picks a reviewed store from the top bar; a store under review is not offered', async () => {
    get.mockResolvedValue(chainAs(3));
    renderPage(<StoreSwitchMenu />, '/', '/');
    fireEvent.click(await screen.findByRole('button', { name: '切换门店采购' }));
    expect(await screen.findByText('益心堂滨江店')).toBeTruthy();
    expect(screen.queryByText('益心堂拱墅店')).toBeNull();
    fireEvent.click(screen.getByText('益心堂西湖店'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/user/switch_store', { user_id: 4 }));
    await waitFor(() => expect(landed).toHaveBeenCalledWith('/cart'));
  });
});
