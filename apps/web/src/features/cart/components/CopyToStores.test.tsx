import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '../../../lib/api';
import { renderPage } from '../../checkout/testing';
import type { StoreList } from '@shop/shared';
import { CopyToStores } from './CopyToStores';

vi.mock('../../../lib/api', async (importActual) => {
  const actual = await importActual<typeof import('../../../lib/api')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } };
});
const get = vi.mocked(api.get);
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
const chain: StoreList = {
  chain: { id: 1, name: '益心堂医药连锁' },
  is_head: true,
  can_switch: true,
  list: [
    store(3, '益心堂总部', { is_head: true, is_current: true }),
    store(4, '益心堂西湖店'),
    store(5, '益心堂滨江店', { is_passed: false, status_text: '审核中' }),
  ],
};

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  post.mockResolvedValue({ copied: 2, skipped: [] });
});

describe('复制到门店', { timeout: 20_000 }, () => {
  it('copies the selected lines into the cart of a reviewed store the head picks', async () => {
    get.mockResolvedValue(chain);
    renderPage(<CopyToStores selectedIds={[11, 12]} />, '/cart', '/cart');
    fireEvent.click(await screen.findByRole('button', { name: '复制到门店' }));
    // A store still under review cannot buy, so it is not offered.
    expect(screen.queryByText(/益心堂滨江店/)).toBeNull();
    fireEvent.click(await screen.findByLabelText('益心堂西湖店（store4）'));
    fireEvent.click(screen.getByRole('button', { name: /^复\s*制$/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/cart/copy', { ids: '11,12', other_user_ids: '4' }),
    );
  });

  it('is not offered to a pharmacy outside a chain', async () => {
    get.mockResolvedValue({ chain: null, is_head: false, can_switch: false, list: [] });
    renderPage(<CopyToStores selectedIds={[11]} />, '/cart', '/cart');
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: '复制到门店' })).toBeNull();
  });
});
