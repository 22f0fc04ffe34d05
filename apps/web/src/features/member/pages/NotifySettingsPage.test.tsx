import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NotifySettings } from '@shop/shared';
import { api } from '../../../lib/api';
import { renderPage } from '../../checkout/testing';
import NotifySettingsPage from './NotifySettingsPage';

vi.mock('../../../lib/api', async (importActual) => {
  const actual = await importActual<typeof import('../../../lib/api')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } };
});
const get = vi.mocked(api.get);
const put = vi.mocked(api.put);

const settings = (sms: NotifySettings['sms']): NotifySettings => ({
  sms,
  phone: '138****8001',
  events: [
    { code: 'paid', name: '付款已确认' },
    { code: 'shipped', name: '订单已发货' },
    { code: 'refunded', name: '退款已到账' },
  ],
});

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  get.mockResolvedValue(settings(['shipped']));
  put.mockImplementation((_url, body) =>
    Promise.resolve(settings((body as unknown as { sms: NotifySettings['sms'] }).sms)),
  );
});

describe('/zhzx/tzsz 通知设置', { timeout: 20_000 }, () => {
  it('shows the stored choice and the masked mobile, and saves the boxes ticked', async () => {
    renderPage(<NotifySettingsPage />, '/zhzx/tzsz', '/zhzx/tzsz');
    const shipped = await screen.findByRole<HTMLInputElement>('checkbox', { name: '订单已发货 短信' });
    expect(shipped.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '付款已确认 短信' }).checked).toBe(false);
    expect(screen.getByText(/短信发送到 138\*\*\*\*8001/)).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: '付款已确认 短信' }));
    fireEvent.click(shipped);
    fireEvent.click(screen.getByRole('button', { name: /保存设置/ }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/user/notify-settings', { sms: ['paid'] }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '付款已确认 短信' }).checked).toBe(true),
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '订单已发货 短信' }).checked).toBe(false);
  });
});
