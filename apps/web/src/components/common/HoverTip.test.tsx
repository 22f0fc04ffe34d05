import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HoverTip } from './HoverTip';

describe('HoverTip', () => {
  it('loads the tooltip on the first hover and shows its text at once', async () => {
    render(
      <HoverTip title="即将开放">
        <span>积分商城</span>
      </HoverTip>,
    );
    expect(screen.queryByText('即将开放')).toBeNull();
    await userEvent.hover(screen.getByText('积分商城'));
    expect(await screen.findByText('即将开放')).toBeTruthy();
  });

  it('opens on keyboard focus and leaves the focus on the control', async () => {
    render(
      <HoverTip title="加入购物车">
        <button type="button">加购</button>
      </HoverTip>,
    );
    await userEvent.tab();
    expect(await screen.findByText('加入购物车')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '加购' }));
  });

  it('renders the child alone when there is nothing to say', async () => {
    render(
      <HoverTip title="">
        <span>特</span>
      </HoverTip>,
    );
    await userEvent.hover(screen.getByText('特'));
    expect(document.querySelector('.ant-tooltip')).toBeNull();
  });
});
