import type { ConfirmLine, ConfirmResponse } from '@shop/shared';

const line = (over: Partial<ConfirmLine> = {}): ConfirmLine => ({
  id: 11,
  goods_id: 101,
  name: '阿莫西林胶囊',
  sccj: '石药集团欧意药业有限公司',
  ypgg: '0.25g*24粒',
  bzdw: '盒',
  image: '/static/goods/101.jpg',
  is_ephedrine: false,
  type: 0,
  number: 10,
  price: '12.50',
  total: '125.00',
  parts: [],
  manjian_share: '0.00',
  with_coupon: true,
  seen_price: '12.50',
  price_changed: false,
  block_reason: null,
  ...over,
});

/**
 * A confirm answer whose figures deliberately do not add up (125 - 10 - 5 + 8 ≠ 77.77): a page that
 * shows 77.77 shows the server's figure; one that computes would show something else.
 */
export function confirmFixture(over: Partial<ConfirmResponse> = {}): ConfirmResponse {
  const amounts = {
    goods_amount: '125.00',
    manjian_amount: '10.00',
    coupon_amount: '5.00',
    shipping_fee: '8.00',
    payable: '77.77',
  };
  return {
    groups: [
      {
        kind: 'normal',
        title: '普通商品订单',
        line_ids: [11],
        lines: [line()],
        amounts,
        coupon_eligible_amount: '115.00',
        shipping_gap: '0.00',
        pay_page: 'step3',
      },
    ],
    addresses: [
      {
        id: 5,
        consignee: '王药师',
        phone: '13800138000',
        province_code: '33',
        province: '浙江省',
        city_code: '3301',
        city: '杭州市',
        district_code: '330106',
        district: '西湖区',
        detail: '文三路100号康健大药房',
        full_address: '浙江省杭州市西湖区文三路100号康健大药房',
        is_default: true,
      },
    ],
    default_address_id: 5,
    invoice: {
      options: [
        { type: 0, label: '不开发票' },
        { type: 1, label: '普通发票' },
        { type: 2, label: '增值税专用发票' },
      ],
      title: '杭州康健大药房有限公司',
      tax_no: '91330106MA27XXXX1K',
      special_allowed: true,
    },
    coupons: [
      {
        id: 301,
        kind: 'coupon',
        name: '满100减5',
        rule_text: '满100减5',
        ends_at: '2026-12-31T23:59:59+08:00',
        usable: true,
        saving: '5.00',
        reason: null,
      },
    ],
    best_coupon_id: 301,
    pay_types: [
      { type: 'balance', label: '余额支付', balance: '5000.00', enough: true },
      { type: 'offline', label: '对公转账', balance: null, enough: null },
      { type: 'wechat', label: '微信支付', balance: null, enough: null },
    ],
    amounts,
    blockers: [],
    needs_purchaser: false,
    ...over,
  };
}

export const ephedrineLine = line({
  id: 12,
  goods_id: 102,
  name: '复方盐酸伪麻黄碱缓释胶囊',
  is_ephedrine: true,
});
