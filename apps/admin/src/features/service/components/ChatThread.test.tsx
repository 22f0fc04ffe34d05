import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminChatThread } from '@shop/shared';
import { ChatThread } from './ChatThread';
import { QUICK_REPLIES } from './quick-replies';

const thread = (assignee: AdminChatThread['assignee']): AdminChatThread => ({
  user_id: 9,
  username: 'yixin',
  company: '浙江益心堂医药连锁有限公司（总部）',
  is_can_chat: true,
  assignee,
  list: [
    {
      id: 1,
      from: 'buyer',
      content: '上周订的阿莫西林胶囊什么时候发货？',
      created_at: '2026-11-26T02:00:00Z',
    },
    {
      id: 2,
      from: 'agent',
      content: '您好，客户经理王建华稍后为您解答。',
      created_at: '2026-11-26T02:00:01Z',
    },
  ],
});

const calls: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  calls.length = 0;
  // jsdom has no layout: the thread scrolls its last message into view.
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      const data =
        url === '/api/admin/service/chat-agents'
          ? [
              { id: 5, name: '赵敏', username: 'kefu' },
              { id: 1, name: '周建国', username: 'admin' },
            ]
          : { id: 9 };
      return Promise.resolve(
        new Response(JSON.stringify({ code: 10000, msg: 'ok', data }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderThread(data: AdminChatThread, canAssign = false) {
  const onChanged = vi.fn(() => Promise.resolve());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ChatThread data={data} me={5} canAssign={canAssign} onChanged={onChanged} />
      </App>
    </QueryClientProvider>,
  );
  return onChanged;
}

describe('chat desk conversation panel', { timeout: 20_000 }, () => {
  it('an unclaimed conversation is claimed, and a quick reply is sent as the answer', async () => {
    const onChanged = renderThread(thread(null));
    expect(screen.getByText('上周订的阿莫西林胶囊什么时候发货？')).toBeTruthy();
    expect(screen.getByText('未接待')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /接\s*待/ }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/admin/service/chats/9/claim',
      body: {},
    });

    fireEvent.click(screen.getByText(`${QUICK_REPLIES[2]!.slice(0, 14)}…`));
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '回复内容' });
    expect(box.value).toBe(QUICK_REPLIES[2]);
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/admin/service/chats/9',
      body: { content: QUICK_REPLIES[2] },
    });
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('a conversation someone else looks after is theirs to answer; an administrator reassigns it', async () => {
    const onChanged = renderThread(thread({ id: 1, name: '周建国' }), true);
    expect(screen.getByText('接待人：周建国')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /接\s*待/ })).toBeNull();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '回复内容' }).disabled).toBe(true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '改派给' }));
    // The current holder is not offered; the other service operator is.
    fireEvent.click(await screen.findByText('赵敏（kefu）'));
    expect(screen.queryByText('周建国（admin）')).toBeNull();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/admin/service/chats/9/assign',
      body: { operator_id: 5 },
    });
  });
});
