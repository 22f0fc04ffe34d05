import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { BulkActions } from './BulkActions';

describe('bulk selection', () => {
  it('runs the action over every chosen row and names each refused row with its reason', async () => {
    const run = vi.fn(() =>
      Promise.resolve({ done: [3, 41], refused: [{ id: 27, reason: '售后单待审核，不能退款' }] }),
    );
    const onDone = vi.fn();
    render(
      <App>
        <BulkActions
          selected={[3, 27, 41]}
          actions={[{ key: 'refund', label: '批量退款', run }]}
          onDone={onDone}
          rowName={(id) => `售后单 #${id}`}
        />
      </App>,
    );
    expect(screen.getByText('已选 3 条（可跨页选择）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '批量退款' }));
    expect(run).toHaveBeenCalledWith([3, 27, 41]);
    expect(await screen.findByText('售后单 #27：售后单待审核，不能退款')).toBeTruthy();
    expect(onDone).toHaveBeenCalledWith([3, 41]);
  });

  it('cannot run with nothing chosen', () => {
    render(
      <App>
        <BulkActions
          selected={[]}
          actions={[{ key: 'r', label: '批量收货', run: vi.fn() }]}
          onDone={vi.fn()}
        />
      </App>,
    );
    expect(screen.getByRole('button', { name: '批量收货' }).hasAttribute('disabled')).toBe(true);
  });
});
