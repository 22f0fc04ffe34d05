import { describe, expect, it } from 'vitest';
import { priceCart } from './cart';
import { makeCart, makeCoupon, makeGoods } from './testing';

const a = makeGoods({ id: 1, name: '甲', base_price: 10001 });
const b = makeGoods({ id: 2, name: '乙', base_price: 20002, with_coupon: false });
const c = makeGoods({ id: 3, name: '丙', base_price: 5000 });
const manjian = {
  id: 11,
  name: '满300减31',
  goods_ids: [1, 2],
  tiers: [
    { amount: 30000, reduce: 3100 },
    { amount: 60000, reduce: 7000 },
  ],
};
const lines = (selectC = true) => [
  { key: 'a', goods_id: 1, number: 1, is_selected: true },
  { key: 'b', goods_id: 2, number: 1, is_selected: true },
  { key: 'c', goods_id: 3, number: 2, is_selected: selectC },
];

describe('priceCart: 满减', () => {
  const r = priceCart(makeCart({ goods: [a, b, c], lines: lines(), promotions: { manjians: [manjian] } }));

  it('reduces the covered selected amount and splits it by largest remainder', () => {
    // eligible 30003 → 3100; exact shares 1033.29… and 2066.70…
    expect(r.lines.map((l) => l.goods_manjian_amount)).toEqual([1033, 2067, 0]);
    expect(r.lines[0]?.breakdown).toContain('满减分摊 -¥10.33（满300减31）');
    expect(r.total).toMatchObject({ goods_amount: 40003, manjian_amount: 3100, payable: 36903 });
  });

  it('reports tiers with status, achieved first, and the next hint', () => {
    const act = r.activity_data.manjians[0];
    expect(act).toMatchObject({ id: 11, amount: 30003, reduce: 3100, line_keys: ['a', 'b'] });
    expect(act?.tiers).toEqual([
      { amount: 30000, reduce: 3100, status: 1 },
      { amount: 60000, reduce: 7000, status: 0 },
    ]);
    expect(act?.next_hint?.text).toBe('再凑 ¥299.97 减 ¥70.00');
  });

  it('coupon-eligible amount = with_coupon selected lines minus their 满减 share', () => {
    // a: 10001 − 1033; b is not couponable; c: 10000 with no share
    expect(r.total.coupon_eligible_amount).toBe(10001 - 1033 + 10000);
    expect(r.lines.map((l) => l.with_coupon)).toEqual([true, false, true]);
  });

  it('unselected lines neither count nor receive a share', () => {
    const r2 = priceCart(
      makeCart({
        goods: [a, b],
        lines: [{ key: 'a', goods_id: 1, number: 1, is_selected: false }, ...lines().slice(1, 2)],
        promotions: { manjians: [manjian] },
      }),
    );
    expect(r2.activity_data.manjians[0]).toMatchObject({ amount: 20002, reduce: 0 });
    expect(r2.lines[0]).toMatchObject({ manjian_id: 11, goods_manjian_amount: 0 });
  });

  it('a line joins the activity it names, else the first covering one', () => {
    const other = {
      ...manjian,
      id: 12,
      name: '全场满100减1',
      goods_ids: null,
      tiers: [{ amount: 10000, reduce: 100 }],
    };
    const r3 = priceCart(
      makeCart({
        goods: [a, c],
        lines: [
          { key: 'a', goods_id: 1, number: 1, is_selected: true, manjian_id: 12 },
          { key: 'c', goods_id: 3, number: 1, is_selected: true },
        ],
        promotions: { manjians: [manjian, other] },
      }),
    );
    expect(r3.lines.map((l) => l.manjian_id)).toEqual([12, 12]);
    expect(r3.activity_data.manjians.map((m) => m.reduce)).toEqual([0, 100]);
  });

  it('applies a chosen coupon to the coupon-eligible amount', () => {
    const coupon = makeCoupon({ type: 'full_reduction', threshold: 15000, amount: 2000 });
    const r4 = priceCart(
      makeCart({ goods: [a, b, c], lines: lines(), promotions: { manjians: [manjian] }, coupon }),
    );
    expect(r4.coupon).toEqual({ id: 1, saving: 2000, reason: null });
    expect(r4.total.payable).toBe(40003 - 3100 - 2000);
    const r5 = priceCart(
      makeCart({ goods: [a, b, c], lines: lines(false), promotions: { manjians: [manjian] }, coupon }),
    );
    expect(r5.coupon).toEqual({ id: 1, saving: 0, reason: '满¥150.00可用，还差¥60.32' });
  });
});

describe('priceCart: free shipping and gifts', () => {
  const dpby = makeGoods({ id: 5, name: '口罩', base_price: 100, is_dpby: true, qg_number: 20 });
  const ship = { threshold: 80000, no_trans_order_amount: 5000 };

  it.each([
    [19, true, 80000 - 1900 - 5000, false],
    [20, true, 0, true],
    [20, false, 80000 - 5000, false], // an unselected line ships nothing
  ])('口罩 ×%i selected=%s → gap %i', (n, selected, gap, free) => {
    const r = priceCart(
      makeCart({
        goods: [dpby],
        lines: [{ key: 'm', goods_id: 5, number: n, is_selected: selected }],
        shipping: ship,
      }),
    );
    expect(r.shipping_data.shipping_amount).toBe(gap);
    expect(r.shipping_data.free_shipping_goods_ids).toEqual(free ? [5] : []);
  });

  it('explains the single-item rule on the line', () => {
    const r = priceCart(
      makeCart({
        goods: [dpby],
        lines: [{ key: 'm', goods_id: 5, number: 15, is_selected: true }],
        shipping: ship,
      }),
    );
    expect(r.lines[0]?.breakdown).toContain('单品包邮：满20盒包邮，还差5盒');
  });

  it('满赠 every 10 gives 1', () => {
    const r = priceCart(
      makeCart({
        goods: [a],
        lines: [{ key: 'a', goods_id: 1, number: 25, is_selected: true }],
        promotions: { gifts: [{ id: 1, goods_id: 1, every: 10, give: 1 }] },
      }),
    );
    expect(r.lines[0]?.gift_data).toEqual({ total: 2, type: 1 });
    expect(r.lines[0]?.breakdown).toContain('满赠 每满10盒赠1盒，共赠2盒');
  });
});
