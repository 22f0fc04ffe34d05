import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminLot } from '../api/lots';
import { CorrectDatesModal } from './CorrectDatesModal';

const lot: AdminLot = {
  id: 12,
  goods_id: 3,
  goods_name: '阿莫西林胶囊',
  ypgg: '0.25g*24粒',
  sccj: '石药集团欧意药业有限公司',
  batch_no: '240315',
  produced_on: '2026-03-01',
  expires_on: '2028-02-28',
  stock: 480,
  report_url: '',
  frozen: false,
  frozen_reason: '',
  days_left: 460,
};

function open(submit = vi.fn(() => Promise.resolve({ id: 12 }))) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(<CorrectDatesModal lot={lot} open submit={submit} onDone={onDone} onClose={onClose} />);
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  const ok = () => fireEvent.click(screen.getByRole('button', { name: /确认更正/ }));
  return { submit, onDone, onClose, field, ok };
}

describe('更正批次日期', () => {
  it('starts from the batch’s stored dates and sends the corrected ones with the reason', async () => {
    const { submit, onDone, field, ok } = open();
    expect(field('生产日期').value).toBe('2026-03-01');
    expect(field('有效期至').value).toBe('2028-02-28');
    fireEvent.change(field('生产日期'), { target: { value: '2026-02-01' } });
    fireEvent.change(field('有效期至'), { target: { value: '2028-01-31' } });
    fireEvent.change(field('更正原因'), { target: { value: ' 入库录入错误，按药检报告更正 ' } });
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith({
      produced_on: '2026-02-01',
      expires_on: '2028-01-31',
      reason: '入库录入错误，按药检报告更正',
    });
  });

  it('asks a reason and sends nothing without one', async () => {
    const { submit, field, ok } = open();
    fireEvent.change(field('有效期至'), { target: { value: '2028-01-31' } });
    ok();
    expect(await screen.findByText('请填写更正原因')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses an expiry not after production, and Enter in a date field sends nothing', async () => {
    const { submit, field, ok } = open();
    fireEvent.change(field('有效期至'), { target: { value: '2025-12-31' } });
    fireEvent.change(field('更正原因'), { target: { value: '录入错误' } });
    fireEvent.keyDown(field('有效期至'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(submit).not.toHaveBeenCalled();
    ok();
    expect(await screen.findByText('有效期须晚于生产日期')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });
});
