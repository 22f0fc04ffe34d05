import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberStepper, type NumberStepperProps } from './NumberStepper';

/** A stepper whose parent keeps what it commits, as the shop's quantity boxes do. */
function Kept(props: Omit<NumberStepperProps, 'value' | 'width'> & { start: number | null }) {
  const { start, onCommit, ...rest } = props;
  const [value, setValue] = useState(start);
  return (
    <NumberStepper
      {...rest}
      aria-label="购买数量"
      width={130}
      value={value}
      onCommit={(n) => {
        onCommit?.(n);
        if (n !== null) setValue(n);
      }}
    />
  );
}

const box = () => screen.getByRole('spinbutton', { name: '购买数量' });

describe('NumberStepper', () => {
  it('keeps typing as a draft and commits it on Enter or on leaving the box', async () => {
    const commit = vi.fn();
    render(<Kept start={5} min={1} onCommit={commit} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '12');
    expect(box()).toHaveProperty('value', '12');
    expect(commit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(commit).toHaveBeenLastCalledWith(12);
    await userEvent.type(box(), '0');
    await userEvent.tab();
    expect(commit).toHaveBeenLastCalledWith(120);
    expect(box()).toHaveProperty('value', '120');
  });

  it('hands a typed amount out of range to the parent as typed, and an emptied box as null', async () => {
    const commit = vi.fn();
    render(<Kept start={5} min={5} max={20} onCommit={commit} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '50{Enter}');
    expect(commit).toHaveBeenLastCalledWith(50);
    await userEvent.clear(box());
    await userEvent.tab();
    expect(commit).toHaveBeenLastCalledWith(null);
    // The parent kept 50; a box left empty shows the parent's number again.
    expect(box()).toHaveProperty('value', '50');
  });

  it('steps by the step with + and − and with the arrow keys, never past min or max', async () => {
    const commit = vi.fn();
    render(<Kept start={10} min={5} max={20} step={5} precision={0} mode="spinner" onCommit={commit} />);
    await userEvent.click(screen.getByRole('button', { name: '增加' }));
    expect(box()).toHaveProperty('value', '15');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box()).toHaveProperty('value', '20');
    expect(screen.getByRole('button', { name: '增加' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '增加' }));
    expect(box()).toHaveProperty('value', '20');
    expect(commit.mock.calls).toEqual([[15], [20]]);
    fireEvent.keyDown(box(), { key: 'ArrowDown', shiftKey: true });
    expect(box()).toHaveProperty('value', '5');
    await userEvent.click(screen.getByRole('button', { name: '减少' }));
    expect(box()).toHaveProperty('value', '5');
    expect(box().getAttribute('aria-valuenow')).toBe('5');
    expect(box().getAttribute('aria-valuemin')).toBe('5');
    expect(box().getAttribute('aria-valuemax')).toBe('20');
  });

  it('steps from what is being typed, within range', async () => {
    const commit = vi.fn();
    render(<Kept start={10} min={1} max={100} step={10} onCommit={commit} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '42');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(commit).toHaveBeenLastCalledWith(52);
    await userEvent.clear(box());
    await userEvent.type(box(), '500');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(commit).toHaveBeenLastCalledWith(100);
  });

  it('reports typed numbers within range while typing and keeps decimals as typed', async () => {
    const change = vi.fn();
    render(<NumberStepper value={null} min={0} width={80} placeholder="¥最低" onChange={change} />);
    const price = screen.getByPlaceholderText('¥最低');
    await userEvent.type(price, '12。5');
    expect(change).toHaveBeenLastCalledWith(12.5);
    await userEvent.clear(price);
    expect(change).toHaveBeenLastCalledWith(null);
    change.mockClear();
    await userEvent.type(price, '-3');
    expect(change).not.toHaveBeenCalledWith(-3);
  });

  it('shows a new number from the parent in place of the draft', () => {
    const { rerender } = render(<NumberStepper aria-label="购买数量" value={5} width={130} />);
    fireEvent.change(box(), { target: { value: '7' } });
    rerender(<NumberStepper aria-label="购买数量" value={15} width={130} />);
    expect(box()).toHaveProperty('value', '15');
  });

  it('is disabled without its buttons and commits nothing', async () => {
    const commit = vi.fn();
    render(<Kept start={5} min={1} mode="spinner" disabled onCommit={commit} />);
    expect(box()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: '增加' })).toBeNull();
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box()).toHaveProperty('value', '5');
    expect(commit).not.toHaveBeenCalled();
  });
});
