import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '../../../lib/api';
import { renderPage } from '../../checkout/testing';
import type { MessagesPage as Page } from '@shop/shared';
import MessagesPage from './MessagesPage';

vi.mock('../../../lib/api', async (importActual) => {
  const actual = await importActual<typeof import('../../../lib/api')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } };
});
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const page = (read5: boolean): Page => ({
  list: [
    {
      id: 5,
      title: '您的订单已发货',
      content: '订单 DD202601010001 已由顺丰发出。',
      is_read: read5,
      created_at: '2026-01-05T02:00:00.000Z',
    },
    {
      id: 4,
      title: '资质审核通过',
      content: '您的资质已审核通过。',
      is_read: true,
      created_at: '2026-01-01T02:00:00.000Z',
    },
  ],
  total: 2,
  unread: read5 ? 0 : 1,
  page: 1,
  page_size: 10,
});

beforeEach(() => {
  let read = false;
  get.mockReset();
  post.mockReset();
  get.mockImplementation(() => Promise.resolve(page(read)));
  post.mockImplementation(() => {
    read = true;
    return Promise.resolve({ id: 5, is_read: true, unread: 0 });
  });
});

describe('/zhzx/wdxx 我的消息', { timeout: 20_000 }, () => {
  it('clicking an unread message shows it and marks it read on the server', async () => {
    renderPage(<MessagesPage />, '/zhzx/wdxx', '/zhzx/wdxx');
    fireEvent.click(await screen.findByText('您的订单已发货'));
    expect(await screen.findByText('订单 DD202601010001 已由顺丰发出。')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/user/messages/5/read');
    await waitFor(() => expect(screen.queryByText('未读')).toBeNull());
  });

  it('opening a message already read makes no call', async () => {
    renderPage(<MessagesPage />, '/zhzx/wdxx', '/zhzx/wdxx');
    fireEvent.click(await screen.findByText('资质审核通过'));
    expect(await screen.findByText('您的资质已审核通过。')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('?open=<id> from the member home opens that message and marks it read', async () => {
    renderPage(<MessagesPage />, '/zhzx/wdxx', '/zhzx/wdxx?open=5');
    expect(await screen.findByText('订单 DD202601010001 已由顺丰发出。')).toBeTruthy();
    await waitFor(() => expect(post).toHaveBeenCalledWith('/user/messages/5/read'));
    expect(post).toHaveBeenCalledTimes(1);
  });
});
