import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AdminErpTokenRow } from '@shop/shared';
import { ErpTokenTable } from './ErpTokenTable';
import { TokenSecret } from './TokenSecret';

const row = (over: Partial<AdminErpTokenRow>): AdminErpTokenRow => ({
  id: 1,
  name: '金蝶云星空',
  prefix: 'ysk_AbC123',
  scopes: ['goods:write', 'orders:read'],
  ip_allow: ['10.8.0.0/16'],
  expires_on: '2027-06-30',
  status: 'active',
  last_used_at: '2026-11-27 09:12:03',
  last_used_ip: '10.8.3.4',
  created_at: '2026-11-01 10:00',
  ...over,
});

describe('ERP token table', () => {
  it('shows scopes by name, the allow-list, expiry, status and last use', () => {
    render(
      <ErpTokenTable
        rows={[
          row({}),
          row({
            id: 2,
            name: '旧用友',
            status: 'revoked',
            ip_allow: [],
            expires_on: null,
            last_used_at: null,
          }),
        ]}
        onEdit={vi.fn()}
        onRotate={vi.fn()}
        onRevoke={vi.fn()}
      />,
    );
    const live = screen.getByText('金蝶云星空').closest('tr')!;
    expect(within(live).getByText('推送商品资料')).toBeTruthy();
    expect(within(live).getByText('拉取订单与售后')).toBeTruthy();
    expect(within(live).getByText('10.8.0.0/16')).toBeTruthy();
    expect(within(live).getByText('2026-11-27 09:12:03（10.8.3.4）')).toBeTruthy();
    expect(within(live).getByText('有效')).toBeTruthy();
    const old = screen.getByText('旧用友').closest('tr')!;
    expect(within(old).getByText('已吊销')).toBeTruthy();
    expect(within(old).getByText('从未使用')).toBeTruthy();
    expect(within(old).getByText('长期')).toBeTruthy();
    // A revoked token can no longer be edited, rotated or revoked.
    expect(within(old).queryByText('轮换')).toBeNull();
  });

  it('hands the row to the edit form when 编辑 is clicked', () => {
    const onEdit = vi.fn();
    render(<ErpTokenTable rows={[row({})]} onEdit={onEdit} onRotate={vi.fn()} onRevoke={vi.fn()} />);
    fireEvent.click(screen.getByText('编辑'));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1, name: '金蝶云星空' }));
  });

  it('shows a new token once with the warning that it cannot be seen again', () => {
    render(<TokenSecret token="ysk_secret-value-123" onClose={vi.fn()} />);
    expect(screen.getByText('ysk_secret-value-123')).toBeTruthy();
    expect(screen.getByText('令牌只显示这一次，关闭后无法再次查看；遗失请轮换生成新令牌。')).toBeTruthy();
  });
});
