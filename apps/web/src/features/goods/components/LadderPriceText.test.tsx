import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LadderPriceText, ladderTextFor } from './LadderPriceText';

const goods = {
  base_price: '12.00',
  bzdw: '盒',
  ladder_price_type: 2,
  ladder_price: [
    { number: 10, price: '11.50' },
    { number: 50, price: '10.80' },
  ],
};

describe('LadderPriceText', () => {
  it('shows 满N tiers as enjoyed, achieved or short by N for the chosen quantity', () => {
    render(<LadderPriceText goods={goods} quantity={12} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['满10盒 ¥11.50 已享受', '满50盒 ¥10.80 还差38盒']);
    expect(screen.getAllByRole('listitem')[0]?.className).toContain('is-active');
  });

  it('shows ≤N bands for ladder type 1', () => {
    const text = ladderTextFor({ ...goods, ladder_price_type: 1 }, 3);
    expect(text?.texts).toEqual(['≤10盒 ¥11.50', '≤50盒 ¥10.80']);
  });

  it('shows nothing while prices are hidden or without tiers', () => {
    const { container } = render(<LadderPriceText goods={{ ...goods, base_price: null }} quantity={1} />);
    expect(container.textContent).toBe('');
    expect(ladderTextFor({ ...goods, ladder_price: [] }, 1)).toBeNull();
  });
});
