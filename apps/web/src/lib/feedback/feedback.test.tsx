import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FeedbackHost } from './FeedbackHost';
import { message, modal } from './index';

// One module state for the file: the first test sees antd's code not loaded yet.
describe('lib/feedback', () => {
  it('runs toasts and dialogs asked for before antd loaded, once the host has mounted them', async () => {
    message.success('已加入购物车');
    modal.info({ title: '温馨提示', content: '活动未开始' });
    render(<FeedbackHost />);
    expect(await screen.findByText('已加入购物车', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('活动未开始')).toBeTruthy();
  });

  it('a dialog closed before antd loaded never opens; the next one does', async () => {
    const early = modal.confirm({ title: '确认删除', content: '不该出现的对话框' });
    early.destroy();
    modal.warning({ title: '温馨提示', content: '该商品已下架' });
    render(<FeedbackHost />);
    expect(await screen.findByText('该商品已下架', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('不该出现的对话框')).toBeNull();
  });
});
