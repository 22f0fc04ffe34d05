import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { WarningNote } from './WarningNote';

describe('WarningNote', () => {
  it('announces the reason as an alert with the warning icon', () => {
    render(<WarningNote title="您的资质尚未审核通过，暂不能购买" className="ky-block-reason" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('您的资质尚未审核通过，暂不能购买');
    expect(alert.classList.contains('ky-block-reason')).toBe(true);
    expect(screen.getByRole('img', { name: 'exclamation-circle' })).toBeTruthy();
  });
});
