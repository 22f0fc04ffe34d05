import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { DrawSimple } from '@shop/shared';
import { FeedbackHost } from '../../../lib/feedback/FeedbackHost';
import { http } from '../../../lib/api';
import { fakeAdapter, type Reply } from '../../../lib/api/test-adapter';
import { CurrentUserContext } from '../../shell';
import { DrawPopup } from './DrawPopup';

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
});

const ok = (data: unknown): Reply => ({ body: { code: 10000, msg: 'ok', data } });

function show(simple: DrawSimple, drawReply: Reply = { body: null, delay: Infinity }) {
  http.defaults.adapter = fakeAdapter((config) => {
    switch (config.url) {
      case '/draw/simple':
        return ok(simple);
      case '/draw/1/activity':
        return ok({
          id: 1,
          title: '年终感恩季 幸运大抽奖',
          rules: '',
          max_per_buyer: 3,
          my_draws: 1,
          ends_at: null,
          prizes: [
            { id: 1, name: '500积分', remarks: '', kind: 'points' },
            { id: 2, name: '谢谢参与', remarks: '', kind: 'none' },
          ],
        });
      case '/draw':
        return drawReply;
      default:
        return ok([]);
    }
  }).adapter;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/']}>
        <CurrentUserContext.Provider value={{ show: true, company: '杭州康健大药房有限公司' }}>
          <Routes>
            <Route path="/" element={<DrawPopup />} />
            <Route path="/user/cjjl" element={<p>抽奖记录页</p>} />
          </Routes>
        </CurrentUserContext.Provider>
        <FeedbackHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('lucky-draw popup (spec §4, issue 28)', () => {
  it('comes back after a first draw while draws remain, and says how many', async () => {
    show({ id: 1, title: '年终感恩季 幸运大抽奖', is_join: false, remaining: 2 });
    const popup = await screen.findByRole('dialog', { name: '幸运抽奖' });
    expect(popup.textContent).toContain('您还有2次抽奖机会');
    expect(screen.getByRole('button', { name: '开始抽奖（剩余2次）' })).toBeTruthy();
  });

  it('shows the prize the server drew, lit, with 再抽一次 while draws remain', async () => {
    show(
      { id: 1, title: '年终感恩季 幸运大抽奖', is_join: false, remaining: 2 },
      ok({
        record_id: 9,
        prize_id: 2,
        name: '谢谢参与',
        remarks: '很遗憾，未中奖，下次再来',
        is_win: false,
        remaining: 1,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '开始抽奖（剩余2次）' }));
    expect(
      await screen.findByRole('button', { name: '再抽一次（剩余1次）' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('很遗憾，未中奖');
    expect(screen.getByText('谢谢参与', { selector: 'li' }).className).toBe('is-lit');
    expect(screen.getByText('500积分', { selector: 'li' }).className).toBe('');
    expect(screen.getByRole('dialog', { name: '幸运抽奖' }).textContent).toContain('您还有1次抽奖机会');
  });

  it('stays closed once every draw is used', async () => {
    show({ id: 1, title: '年终感恩季 幸运大抽奖', is_join: true, remaining: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '幸运抽奖' })).toBeNull());
  });

  it('closing mid-draw warns and links to the draw records in the member centre', async () => {
    show({ id: 1, title: '年终感恩季 幸运大抽奖', is_join: false, remaining: 2 });
    fireEvent.click(await screen.findByRole('button', { name: '开始抽奖（剩余2次）' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭抽奖' }));
    const link = await screen.findByRole('link', { name: '抽奖记录' });
    expect(link.getAttribute('href')).toBe('/user/cjjl');
    fireEvent.click(link);
    expect(await screen.findByText('抽奖记录页')).toBeTruthy();
  });
});
