import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartState, line, renderCart } from '../test-fixtures';
import { MiniCart } from './MiniCart';

const buyer = { show: true, company: '杭州康健大药房有限公司', cart: 1 };

describe('mini cart', () => {
  it('opens to the empty text when the cart has no lines', async () => {
    renderCart(<MiniCart />, () => cartState([]), { ...buyer, cart: 0 });
    await userEvent.click(screen.getByRole('button', { name: '购物车' }));
    expect(await screen.findByText('购物车空空如也')).toBeTruthy();
  });

  it('lists lines with maker, spec and price × quantity; delete asks first, then posts the id', async () => {
    let lines = [line(7, { number: 3, price: '8.80' })];
    const seen = renderCart(
      <MiniCart />,
      (url) => {
        if (url === '/cart/batch_delete') {
          lines = [];
          return { ids: [7], total: 0 };
        }
        return cartState(lines, { goods_total: '26.40' });
      },
      buyer,
    );
    await userEvent.click(screen.getByRole('button', { name: '购物车' }));
    expect(await screen.findByText('阿莫西林胶囊7')).toBeTruthy();
    expect(screen.getByText('华北制药股份有限公司')).toBeTruthy();
    expect(screen.getByText('0.25g*24粒')).toBeTruthy();
    expect(screen.getByText('¥8.80 × 3')).toBeTruthy();
    expect(screen.getByText('¥26.40')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除该商品吗？')).toBeTruthy();
    expect(seen.some((c) => c.url === '/cart/batch_delete')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(seen.find((c) => c.url === '/cart/batch_delete')?.data).toBe('ids=7'));
    expect(await screen.findByText('购物车空空如也')).toBeTruthy();
  });
});
