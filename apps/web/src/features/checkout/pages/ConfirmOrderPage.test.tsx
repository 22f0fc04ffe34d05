import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlaceOrderBody } from '@shop/shared';
import { api } from '../../../lib/api';
import { confirmFixture, ephedrineLine } from '../testing/fixtures';
import { renderPage } from '../testing/renderPage';
import ConfirmOrderPage from './ConfirmOrderPage';

vi.mock('../../../lib/api', async (importActual) => {
  const actual = await importActual<typeof import('../../../lib/api')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } };
});
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const placed = {
  orders: [
    { id: 88, order_no: 'DD2026', kind: 'normal', payable: '77.77', status: 'unpaid', pay_page: 'step3' },
  ],
  replayed: false,
};

const open = () => renderPage(<ConfirmOrderPage />, '/cart/step2', '/cart/step2?ids=11');
const bodies = () =>
  post.mock.calls.filter((c) => c[0] === '/order').map((c) => c[1] as unknown as PlaceOrderBody);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

// antd renders slowly under jsdom; these tests walk whole pages.
describe('/cart/step2 确认订单', { timeout: 20_000 }, () => {
  it('shows the server breakdown as given, without adding anything up', async () => {
    get.mockResolvedValue(confirmFixture());
    open();
    expect(await screen.findByTestId('amount-payable')).toHaveProperty('textContent', '¥77.77');
    expect(screen.getByTestId('amount-goods_amount').textContent).toBe('¥125.00');
    expect(screen.getByTestId('amount-manjian_amount').textContent).toBe('-¥10.00');
    expect(screen.getByTestId('amount-coupon_amount').textContent).toBe('-¥5.00');
    expect(screen.getByTestId('amount-shipping_fee').textContent).toBe('+¥8.00');
    expect(get).toHaveBeenCalledWith('/order/confirm', { ids: '11' }, expect.anything());
    // The best coupon is preselected with its saving shown.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /满100减5/ }).checked).toBe(true);
    expect(screen.getByText('可省 ¥5.00')).toBeTruthy();
  });

  it('asks the server again when the buyer switches coupons', async () => {
    get.mockResolvedValue(confirmFixture());
    open();
    fireEvent.click(await screen.findByRole('radio', { name: '不使用优惠券' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/order/confirm', { ids: '11', coupon_id: 0 }, expect.anything()),
    );
  });

  it('sends one idempotency key however often 提交订单 is pressed', async () => {
    get.mockResolvedValue(confirmFixture());
    // The first attempt fails (say a timeout), the buyer clicks again twice in a row.
    post.mockRejectedValueOnce(new Error('timeout')).mockResolvedValue(placed);
    const { router } = open();
    const button = await screen.findByRole('button', { name: /提交订单/ });
    fireEvent.click(button);
    await waitFor(() => expect(bodies()).toHaveLength(1));
    await waitFor(() => expect(button).not.toHaveProperty('disabled', true));
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step3/88'));
    const keys = new Set(bodies().map((b) => b.idempotency_key));
    expect(bodies().length).toBeGreaterThanOrEqual(2);
    expect(keys.size).toBe(1);
    const [body] = bodies();
    expect(body).toMatchObject({
      ids: '11',
      address_id: 5,
      coupon_id: 301,
      pay_type: 'balance',
      expected_payable: '77.77',
    });
    expect(body?.line_prices).toEqual([{ id: 11, price: '12.50' }]);
  });

  it('collects and checks the purchaser of ephedrine goods before placing', async () => {
    const base = confirmFixture();
    const hmGroup = {
      ...base.groups[0]!,
      kind: 'ephedrine' as const,
      title: '含麻黄碱订单',
      line_ids: [12],
      lines: [ephedrineLine],
      pay_page: 'hm' as const,
    };
    get.mockResolvedValue({ ...base, groups: [base.groups[0]!, hmGroup], needs_purchaser: true });
    post.mockResolvedValue({
      orders: [placed.orders[0], { ...placed.orders[0], id: 89, kind: 'ephedrine', pay_page: 'hm' }],
      replayed: false,
    });
    const { router } = open();
    const panel = (await screen.findByText('购药人登记（含麻黄碱类药品）')).closest('section')!;
    fireEvent.change(within(panel).getByPlaceholderText('与身份证一致'), { target: { value: '张三' } });
    const idInput = within(panel).getByPlaceholderText('18位居民身份证号');
    fireEvent.change(idInput, { target: { value: '110105194912310021' } });
    fireEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(await screen.findByText(/校验位不符/)).toBeTruthy();
    expect(bodies()).toHaveLength(0);

    fireEvent.change(idInput, { target: { value: '11010519491231002x' } });
    fireEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/cart/step3/88?hm=89'),
    );
    expect(bodies()[0]).toMatchObject({ purchaser_name: '张三', purchaser_id_no: '11010519491231002X' });
  });
});
