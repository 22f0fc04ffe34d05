import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackHost } from '../lib/feedback/FeedbackHost';
import { MemoryRouter } from 'react-router';
import type { CartCheckoutBodySchema } from '@shop/shared';
import { api, http } from '../lib/api';
import { fakeAdapter } from '../lib/api/test-adapter';
import { ApiFeedbackBridge } from './ApiFeedbackBridge';

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  vi.restoreAllMocks();
});

function mount() {
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <>
        <ApiFeedbackBridge />
        <FeedbackHost />
      </>
    </MemoryRouter>,
  );
}

describe('ApiFeedbackBridge (real antd dialogs)', () => {
  it('a timeout shows 请求超时，请刷新页面 with a refresh button that reloads', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    http.defaults.adapter = fakeAdapter(() => 'timeout').adapter;
    mount();
    await api.get('/cart/list').catch(() => undefined);
    // The dialog's code loads on first use (lib/feedback): allow a cold import on a busy machine.
    expect(await screen.findByText('请求超时，请刷新页面', {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(reload).toHaveBeenCalled();
  });

  it('a business refusal opens an alert titled 温馨提示', async () => {
    http.defaults.adapter = fakeAdapter(() => ({
      body: { code: 10002, msg: '该商品已下架', data: null },
    })).adapter;
    mount();
    await api
      .post<unknown, typeof CartCheckoutBodySchema>('/cart/checkout', { ids: [1] })
      .catch(() => undefined);
    const content = await screen.findByText('该商品已下架');
    // The alert's own title, not a leftover dialog of another test.
    expect(content.closest('.ant-modal-body')?.textContent).toContain('温馨提示');
  });

  it('a 5xx shows the system-busy toast', async () => {
    http.defaults.adapter = fakeAdapter(() => ({
      status: 503,
      body: { code: 503, msg: 'x', data: null },
    })).adapter;
    mount();
    await api.get('/cart/list').catch(() => undefined);
    await waitFor(() => expect(screen.getByText('系统繁忙，请稍候再试')).toBeTruthy());
  });
});
