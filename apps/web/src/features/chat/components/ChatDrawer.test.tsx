import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FeedbackHost } from '../../../lib/feedback/FeedbackHost';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChatListResponse, ChatMessage } from '@shop/shared';
import type { BaseInfo } from '../../shell';
import { ChatDrawer } from './ChatDrawer';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../lib/api', () => ({ api: client }));

const at = new Date().toISOString();
const msg = (id: number, from: ChatMessage['from'], content: string): ChatMessage => ({
  id,
  from,
  content,
  created_at: at,
});
const reply = (...list: ChatMessage[]): ChatListResponse => ({ list });

const base: BaseInfo = {
  show: true,
  company: '浙江益心堂医药连锁有限公司（总部）',
  is_can_chat: true,
  token: 'tok-123',
  admin: { name: '李建国', phone: '13805710033', is_default: 0 },
};

function renderDrawer() {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queries}>
      <>
        <ChatDrawer open onClose={() => undefined} base={base} />
        <FeedbackHost />
      </>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  client.get.mockReset();
  client.post.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat drawer', () => {
  it('shows the conversation with the account manager', async () => {
    client.get.mockResolvedValue(reply(msg(1, 'buyer', '请问有现货吗？'), msg(2, 'agent', '您好，有现货。')));
    renderDrawer();
    const log = await screen.findByRole('list', { name: '聊天记录' });
    expect(within(log).getByText('请问有现货吗？')).toBeTruthy();
    expect(within(log).getByText('您好，有现货。')).toBeTruthy();
    expect(within(log).getByText(/李建国 ·/)).toBeTruthy();
    expect(screen.getByText(/专属客户经理：李建国/)).toBeTruthy();
    expect(screen.getByText('服务时间：工作日 8:30-18:00')).toBeTruthy();
    expect(client.get).toHaveBeenCalledWith('/chat/messages', undefined, expect.anything());
  });

  it('sends with Enter (token included), renders the answer and clears the box', async () => {
    client.get.mockResolvedValue(reply());
    client.post.mockResolvedValue(
      reply(msg(7, 'buyer', '需要开增值税专票'), msg(8, 'agent', '您好，刘益心！我是您的专属客户经理李建国')),
    );
    renderDrawer();
    await screen.findByText(/都可以在这里留言/);
    const box = screen.getByRole('textbox', { name: '消息内容' });
    fireEvent.change(box, { target: { value: '  需要开增值税专票 ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        '/chat/messages',
        { content: '需要开增值税专票', token: 'tok-123' },
        expect.anything(),
      ),
    );
    const log = await screen.findByRole('list', { name: '聊天记录' });
    expect(within(log).getByText('需要开增值税专票')).toBeTruthy();
    expect(within(log).getByText(/我是您的专属客户经理李建国/)).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('does not send on Shift+Enter, while composing pinyin, or when blank', async () => {
    client.get.mockResolvedValue(reply());
    renderDrawer();
    const box = await screen.findByRole('textbox', { name: '消息内容' });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: '阿莫西林' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    // A mutation starts a tick later; give a wrongly sent one the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.post).not.toHaveBeenCalled();
    expect((box as HTMLTextAreaElement).value).toBe('阿莫西林');
  });

  it('polls every 3 s for messages after the last one it has', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    client.get
      .mockResolvedValueOnce(reply(msg(5, 'buyer', '在吗')))
      .mockResolvedValue(reply(msg(6, 'agent', '在的，请讲')));
    renderDrawer();
    await screen.findByText('在吗');
    await vi.advanceTimersByTimeAsync(3_100);
    await screen.findByText('在的，请讲');
    expect(client.get).toHaveBeenLastCalledWith('/chat/messages', { after_id: 5 }, expect.anything());
    expect(screen.getByText('在吗')).toBeTruthy();
  });
});
