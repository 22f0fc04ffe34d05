import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RoleEditor, type RoleDraft } from './RoleEditor';

const groups = [
  {
    name: '售后',
    permissions: [
      { code: 'aftersale.view', name: '查看退货与售后', description: '查看退货与售后申请' },
      { code: 'aftersale.refund', name: '售后退款', description: '为退货办理退款' },
    ],
  },
  {
    name: '客服',
    permissions: [{ code: 'service.chat', name: '在线客服', description: '在线客服会话' }],
  },
];

let last: RoleDraft | null = null;
function Harness({ initial }: { initial: RoleDraft }) {
  const [value, setValue] = useState(initial);
  return (
    <RoleEditor
      value={value}
      groups={groups}
      onChange={(v) => {
        last = v;
        setValue(v);
      }}
    />
  );
}

describe('RoleEditor', () => {
  it('shows the catalogue by group with each permission’s description', () => {
    render(
      <Harness
        initial={{ name: '财务', description: '', permissions: ['aftersale.view'], data_scope: 'all' }}
      />,
    );
    expect(screen.getByText('售后')).toBeTruthy();
    expect(screen.getByText('为退货办理退款')).toBeTruthy();
    expect(screen.getByText('权限（已选 1 项）')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '查看退货与售后' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '售后退款' }).checked).toBe(false);
  });

  it('a group’s box ticks the whole group, and clears it again', () => {
    render(
      <Harness
        initial={{ name: '财务', description: '', permissions: ['service.chat'], data_scope: 'all' }}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '售后' }));
    expect([...(last?.permissions ?? [])].sort()).toEqual([
      'aftersale.refund',
      'aftersale.view',
      'service.chat',
    ]);
    expect(screen.getByText('权限（已选 3 项）')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '售后' }));
    expect(last?.permissions).toEqual(['service.chat']);
  });

  it('sets the name and the data scope for account managers', () => {
    render(<Harness initial={{ name: '', description: '', permissions: [], data_scope: 'all' }} />);
    fireEvent.change(screen.getByRole('textbox', { name: '角色名称' }), { target: { value: '客户经理' } });
    fireEvent.click(screen.getByRole('radio', { name: '仅本人负责的客户及其订单（客户经理）' }));
    expect(last).toMatchObject({ name: '客户经理', data_scope: 'own' });
  });
});
