import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SegmentedChoices } from './SegmentedChoices';

function CartFilter() {
  const [value, setValue] = useState(0);
  return (
    <>
      <SegmentedChoices
        aria-label="购物车筛选"
        value={value}
        onChange={setValue}
        options={[
          { value: 0, label: '全部商品(3)' },
          { value: 1, label: '促销商品(1)' },
          { value: 2, label: '近效期(0)' },
        ]}
      />
      <output>{value}</output>
    </>
  );
}

describe('SegmentedChoices', () => {
  it('shows the chosen option as selected and hands a click on another to the parent', async () => {
    render(<CartFilter />);
    const group = screen.getByRole('radiogroup', { name: '购物车筛选' });
    expect(screen.getByRole('radio', { name: '全部商品(3)' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByText('促销商品(1)'));
    expect(screen.getByRole('radio', { name: '促销商品(1)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(group.querySelector('.ky-seg-item-selected')?.textContent).toBe('促销商品(1)');
    await userEvent.click(screen.getByText('近效期(0)'));
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(screen.getByRole('radio', { name: '促销商品(1)' })).toHaveProperty('checked', false);
  });
});
