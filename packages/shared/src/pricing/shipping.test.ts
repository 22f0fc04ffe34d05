import { describe, expect, it } from 'vitest';
import { itemFreeShipping, shippingData, shippingGap } from './shipping';
import { makeGoods } from './testing';

describe('free-shipping gap = threshold − selected − no_trans_order_amount, floored at 0', () => {
  it.each([
    [80000, 0, 0, 80000],
    [80000, 30000, 0, 50000],
    [80000, 30000, 20000, 30000],
    [80000, 79999, 0, 1],
    [80000, 80000, 0, 0],
    [80000, 90000, 0, 0],
    [80000, 50000, 40000, 0],
  ])('threshold %i, selected %i, no-trans %i → %i', (threshold, selected, noTrans, gap) => {
    expect(shippingGap({ threshold, no_trans_order_amount: noTrans }, selected)).toBe(gap);
  });

  it('text names the gap', () => {
    expect(shippingData({ threshold: 80000, no_trans_order_amount: 0 }, 12345, []).text).toBe(
      '再买 ¥676.55 即可包邮',
    );
  });

  it('a qualifying single-item free-shipping goods clears the gap', () => {
    const d = shippingData({ threshold: 80000, no_trans_order_amount: 0 }, 100, [7, 7]);
    expect(d.shipping_amount).toBe(0);
    expect(d.free_shipping_goods_ids).toEqual([7]);
  });
});

describe('itemFreeShipping (单品包邮 needs qg_number)', () => {
  const dpby = makeGoods({ id: 1, is_dpby: true, qg_number: 20 });
  it.each([
    [19, 1],
    [20, 0],
    [21, 0],
  ])('%i units: short by %i', (n, short) => {
    expect(itemFreeShipping(dpby, n)).toEqual({ need: 20, short_by: short });
  });

  it('qg_number 0 means any quantity qualifies', () => {
    expect(itemFreeShipping(makeGoods({ id: 2, is_dpby: true, qg_number: 0 }), 1)).toEqual({
      need: 1,
      short_by: 0,
    });
  });

  it('ordinary goods has no rule', () => {
    expect(itemFreeShipping(makeGoods({ id: 3 }), 100)).toBeNull();
  });
});
