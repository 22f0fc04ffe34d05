import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Queues } from './Queues';

describe('dashboard queues', () => {
  it('shows each queue’s count linking to its pre-filtered list', () => {
    render(
      <MemoryRouter>
        <Queues
          queues={[
            { key: 'transfers', label: '待确认转账', count: 3, to: '/orders?status=awaiting_transfer' },
            { key: 'refunds_to_pay', label: '待退款', count: 0, to: '/aftersales?status=received' },
          ]}
        />
      </MemoryRouter>,
    );
    const transfers = screen.getByRole('link', { name: '待确认转账 3' });
    expect(transfers.getAttribute('href')).toBe('/orders?status=awaiting_transfer');
    expect(screen.getByRole('link', { name: '待退款 0' }).getAttribute('href')).toBe(
      '/aftersales?status=received',
    );
  });

  it('says so when the role has no queues', () => {
    render(
      <MemoryRouter>
        <Queues queues={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('您的角色没有待办队列')).toBeTruthy();
  });
});
