import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { FeedbackHost } from '../../lib/feedback/FeedbackHost';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { http } from '../../lib/api';
import { fakeAdapter } from '../../lib/api/test-adapter';
import { CurrentUserContext } from '../shell';
import type { BaseInfo } from '../shell';
import type { CartLine, CartState } from '@shop/shared';

export function line(id: number, over: Partial<CartLine> = {}): CartLine {
  return {
    id,
    key: String(id),
    type: 0,
    goods_type: 0,
    number: 2,
    price: '12.50',
    raw_price: '12.50',
    total: '25.00',
    // One part at the line's price: sub-lines show only when a promotion cap splits the line.
    parts: [],
    is_selected: 1,
    forced_unselected: false,
    with_coupon: 1,
    goods_manjian_amount: '0.00',
    goods_manjian_id: 0,
    goods_price_id: 0,
    gift_data: { total: 0, type: 0 },
    goods: {
      id: 100 + id,
      name: `阿莫西林胶囊${id}`,
      sccj: '华北制药股份有限公司',
      ypgg: '0.25g*24粒',
      bzdw: '盒',
      base_price: '12.50',
      goods_image: [],
      is_buy: true,
      number: 500,
      is_youx: false,
      type: 0,
      is_dpby: false,
      qg_number: 0,
      is_free_shipping: false,
      free_shipping_number: 0,
      ladder_price: [],
      ladder_price_type: 2,
      tags: [],
      min_quantity: 1,
      pack_quantity: 1,
      expires_on: null,
    },
    combination: null,
    explanation: ['基础价 ¥12.50'],
    ladder: null,
    next_hint: null,
    free_shipping: false,
    special: false,
    price_changed: false,
    seen_price: '12.50',
    block_reason: null,
    quantity_notice: null,
    ...over,
  };
}

export function cartState(
  lines: CartLine[],
  totals: Partial<CartState['totals']> = {},
  gap = '0.00',
): CartState {
  return {
    action: { checkout: true, blockers: [] },
    data: lines.length ? [{ key: 'normal', type: 'normal', title: '普通商品', manjian: null, lines }] : [],
    shipping_data: {
      shipping_amount: gap,
      no_trans_order_amount: '0.00',
      threshold: '800.00',
      shipping_fee: '0.00',
      text: '',
    },
    activity_data: { manjians: [] },
    filter_data: [{ id: 99999, name: '全部商品', count: lines.length }],
    filters: 99999,
    totals: {
      line_count: lines.length,
      selected_count: lines.filter((l) => l.is_selected === 1).length,
      goods_total: '0.00',
      manjian: '0.00',
      coupon_eligible: '0.00',
      payable: '0.00',
      shipping_fee: '0.00',
      ...totals,
    },
  };
}

/** Renders with the app's providers; the fake network answers by path and records every request. */
export function renderCart(ui: ReactElement, answer: (url: string, body: string) => unknown, base: BaseInfo) {
  const fake = fakeAdapter((config) => ({
    body: {
      code: 10000,
      msg: 'ok',
      data: answer(config.url ?? '', typeof config.data === 'string' ? config.data : ''),
    },
  }));
  http.defaults.adapter = fake.adapter;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/cart']}>
        <>
          <CurrentUserContext.Provider value={base}>{ui}</CurrentUserContext.Provider>
          <FeedbackHost />
        </>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fake.seen;
}
