import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../test/render';
import { goodsCard } from '../test/goods-fixture';
import { BuyControls } from './BuyControls';

const add = vi.fn((..._args: unknown[]) =>
  Promise.resolve({ total: 1, ids: [1], price_changes: [], msg: 'ok' }),
);
vi.mock('../../cart/api/add-to-cart', () => ({ useAddToCart: () => add }));

const pharmacy = { show: true, company: '杭州康健大药房有限公司' };
const qty = () => screen.getByRole('spinbutton');
const numberSent = () => (add.mock.calls.at(-1)?.[0] as Array<{ number: number }>)[0]?.number;

describe('BuyControls', () => {
  beforeEach(() => add.mockClear());

  it('starts at the minimum rounded up to the middle pack and steps by the pack up to stock', async () => {
    renderShell(<BuyControls goods={goodsCard({ min_qty: 7, mid_pack: 5, number: 23 })} />, {
      base: pharmacy,
    });
    expect(qty()).toHaveProperty('value', '10');
    expect(qty().getAttribute('aria-valuemax')).toBe('20');
    fireEvent.keyDown(qty(), { key: 'ArrowUp', code: 'ArrowUp' });
    await waitFor(() => expect(qty()).toHaveProperty('value', '15'));
  });

  it('normalises a typed amount with the shared rule and adds that quantity', async () => {
    renderShell(<BuyControls goods={goodsCard({ id: 42, min_qty: 5, mid_pack: 5, number: 100 })} />, {
      base: pharmacy,
    });
    await userEvent.clear(qty());
    await userEvent.type(qty(), '12');
    await userEvent.click(screen.getByRole('button', { name: /加入购物车/ }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(qty()).toHaveProperty('value', '15');
    expect(numberSent()).toBe(15);
    expect(add.mock.calls[0]?.[0]).toMatchObject([{ goods_id: 42, number: 15, price: '12.00' }]);
  });

  it('falls back to the largest pack multiple stock covers', async () => {
    renderShell(<BuyControls goods={goodsCard({ mid_pack: 10, number: 35 })} />, { base: pharmacy });
    await userEvent.clear(qty());
    await userEvent.type(qty(), '50{Enter}');
    expect(qty()).toHaveProperty('value', '30');
    await userEvent.click(screen.getByRole('button', { name: /加入购物车/ }));
    await waitFor(() => expect(numberSent()).toBe(30));
  });

  it('is disabled with the buy-block reason as tooltip for an unverified clinic', async () => {
    const reason = '您的资质尚未审核通过，暂不能购买';
    renderShell(<BuyControls goods={goodsCard({ can_buy: false, buy_block_reason: reason })} />, {
      base: { show: true, company: '某诊所' },
    });
    const button = screen.getByRole('button', { name: /加入购物车/ });
    expect(button).toHaveProperty('disabled', true);
    expect(qty()).toHaveProperty('disabled', true);
    await userEvent.hover(button.parentElement as HTMLElement);
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
  });

  it('offers 登录后购买 as a link to /login for a visitor', async () => {
    renderShell(
      <BuyControls
        goods={goodsCard({
          base_price: null,
          can_buy: false,
          buy_block_reason: '请登录后购买',
          price_hidden_reason: '登录后查看价格',
        })}
      />,
    );
    await userEvent.hover(screen.getByRole('button', { name: /加入购物车/ }).parentElement as HTMLElement);
    const link = await screen.findByRole('link', { name: '登录后购买' });
    expect(link.getAttribute('href')).toBe('/login');
  });
});
