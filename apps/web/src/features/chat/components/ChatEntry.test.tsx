import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { RightToolbar } from '../../../components/layout/RightToolbar';
import { renderShell } from '../../../test/render';

describe('客服 entry of the right toolbar', () => {
  it('opens the chat drawer in the page, not a /chat window, when is_can_chat', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderShell(<RightToolbar />, {
      base: { show: true, company: '浙江益心堂医药连锁有限公司（总部）', is_can_chat: true, token: 't' },
      responses: { '/chat/messages': { list: [] } },
    });
    fireEvent.click(screen.getByRole('button', { name: '客服' }));
    expect(await screen.findByRole('textbox', { name: '消息内容' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps the QQ contacts and no drawer for a buyer without the chat', () => {
    renderShell(<RightToolbar />, {
      base: { show: true, company: '杭州康健大药房有限公司', is_can_chat: false },
    });
    fireEvent.click(screen.getByRole('button', { name: '客服' }));
    expect(screen.queryByRole('textbox', { name: '消息内容' })).toBeNull();
  });
});
