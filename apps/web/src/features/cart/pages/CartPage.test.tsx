import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { cartState, line, renderCart } from '../test-fixtures';
import CartPage from './CartPage';

const buyer = { show: true, company: '杭州康健大药房有限公司', cart: 2 };

describe('cart page totals', () => {
  it('shows the server figures: goods total, 满减, coupon-eligible, payable and the shipping gap', async () => {
    const state = cartState(
      [line(1), line(2, { is_selected: 0 })],
      {
        goods_total: '525.00',
        manjian: '20.00',
        coupon_eligible: '505.00',
        payable: '505.00',
      },
      '275.00',
    );
    renderCart(<CartPage />, () => state, buyer);
    expect((await screen.findByTestId('goods-total')).textContent).toBe('¥525.00');
    expect(screen.getByTestId('manjian-total').textContent).toBe('-¥20.00');
    expect(screen.getByTestId('coupon-eligible').textContent).toBe('¥505.00');
    expect(screen.getByTestId('payable').textContent).toBe('¥505.00');
    expect(screen.getByTestId('selected-count').textContent).toBe('1');
    expect(screen.getByTestId('shipping').textContent).toBe('还差 ¥275.00 包邮');
    expect(screen.getByRole('heading', { name: '我的购物车' })).toBeTruthy();
  });

  it('says 已免运费 once the gap is zero, and marks reached 满减 tiers 已满足', async () => {
    const state = cartState([line(1)], { goods_total: '900.00', manjian: '20.00', payable: '880.00' });
    state.data = [
      {
        key: 'manjian-1',
        type: 'manjian',
        title: '品牌药满减',
        manjian: {
          id: 1,
          name: '品牌药满减',
          amount: '900.00',
          reduce: '20.00',
          status: 1,
          tiers: [
            { amount: '500.00', reduce: '20.00', status: 1, short_by: '0.00' },
            { amount: '1000.00', reduce: '50.00', status: 0, short_by: '100.00' },
          ],
          hint: '再凑 ¥100.00 减 ¥50.00',
        },
        lines: [line(1)],
      },
    ];
    renderCart(<CartPage />, () => state, buyer);
    expect((await screen.findByTestId('shipping')).textContent).toBe('已免运费');
    const tiers = screen.getByTestId('manjian-1').textContent ?? '';
    expect(tiers).toContain('满¥500.00减¥20.00 已满足');
    expect(tiers).toContain('满¥1000.00减¥50.00 还差 ¥100.00');
  });
});
