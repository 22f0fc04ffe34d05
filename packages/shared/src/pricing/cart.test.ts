import { describe, expect, it } from 'vitest';
import { priceCart } from './cart';
import { CartPricingSchema } from './output';
import { HOUR, makeCart, makeGoods, NOW } from './testing';
import type { CartInput } from './types';

const amoxicillin = makeGoods({
  id: 1,
  name: '阿莫西林胶囊',
  base_price: 1280,
  ladder_price_type: 2,
  ladder_price: [
    { number: 10, price: 1200 },
    { number: 50, price: 1150 },
  ],
});
const ibuprofen = makeGoods({ id: 2, name: '布洛芬缓释胶囊', base_price: 2350 });
const banned = makeGoods({ id: 3, name: '停售品', is_buy: false });
const soldOut = makeGoods({ id: 4, name: '缺货品', stock: 0 });

const line = (
  key: string,
  goods_id: number,
  number: number,
  extra: Partial<CartInput['lines'][number]> = {},
) => ({
  key,
  goods_id,
  number,
  is_selected: true,
  ...extra,
});

describe('priceCart: lines', () => {
  it('prices by ladder and explains each step', () => {
    const r = priceCart(
      makeCart({ goods: [amoxicillin, ibuprofen], lines: [line('a', 1, 12), line('b', 2, 3)] }),
    );
    expect(r.lines.map((l) => [l.price, l.total])).toEqual([
      [1200, 14400],
      [2350, 7050],
    ]);
    expect(r.lines[0]?.breakdown).toEqual([
      '基础价 ¥12.80',
      '阶梯价 满10盒 ¥12.00',
      '小计 ¥12.00 × 12 = ¥144.00',
    ]);
    expect(r.lines[0]?.next_hint?.text).toBe('再买 38 盒享 ¥11.50');
    expect(r.lines[0]?.ladder?.texts).toEqual(['满10盒 ¥12.00 已享受', '满50盒 ¥11.50 还差38盒']);
    expect(r.total).toMatchObject({
      goods_amount: 21450,
      manjian_amount: 0,
      payable: 21450,
      selected_count: 2,
    });
    expect(() => CartPricingSchema.parse(r)).not.toThrow();
  });

  it.each([
    ['is_buy false', 3, '该商品暂不可购买'],
    ['no stock', 4, '该商品已售罄'],
    ['unknown goods', 99, '商品已下架'],
  ])('a line whose goods has %s is forced unselected', (_name, goodsId, reason) => {
    const r = priceCart(
      makeCart({ goods: [ibuprofen, banned, soldOut], lines: [line('b', 2, 1), line('x', goodsId, 2)] }),
    );
    const x = r.lines[1];
    expect(x?.is_selected).toBe(false);
    expect(x?.forced_unselected).toBe(true);
    expect(x?.unavailable_reason).toBe(reason);
    expect(x?.breakdown).toContain(`未勾选：${reason}`);
    expect(r.total.goods_amount).toBe(2350);
  });

  it('a line the buyer left unselected is not "forced"', () => {
    const r = priceCart(makeCart({ goods: [banned], lines: [line('x', 3, 2, { is_selected: false })] }));
    expect(r.lines[0]).toMatchObject({ is_selected: false, forced_unselected: false });
  });

  it('a quantity problem keeps the line selected but blocks checkout', () => {
    const g = makeGoods({ id: 5, name: '维生素C片', stock: 3 });
    const r = priceCart(makeCart({ goods: [g], lines: [line('v', 5, 4)] }));
    expect(r.lines[0]).toMatchObject({ is_selected: true, quantity_notice: '库存不足，仅剩3盒' });
    expect(r.checkout_blockers).toEqual(['「维生素C片」库存不足，仅剩3盒']);
  });

  it('an unqualified buyer sees prices but cannot check out', () => {
    const r = priceCart(
      makeCart({ goods: [ibuprofen], lines: [line('b', 2, 1)], buyer: { id: 1, is_passed: false } }),
    );
    expect(r.total.payable).toBe(2350);
    expect(r.checkout_blockers).toEqual(['资质审核未通过，暂不能下单']);
  });
});

describe('priceCart: flash sale', () => {
  const sale = {
    id: 7,
    goods_id: 1,
    price: 990,
    limit: 5,
    bought: 2,
    starts_at: NOW - HOUR,
    ends_at: NOW + HOUR,
  };
  const cart = (number: number, now = NOW) =>
    priceCart(
      makeCart({
        goods: [amoxicillin],
        lines: [line('f', 1, number, { type: 1, flash_sale_id: 7 })],
        promotions: {
          flash_sales: [sale],
          manjians: [{ id: 1, name: '满减', goods_ids: null, tiers: [{ amount: 1, reduce: 100 }] }],
        },
        now,
      }),
    );

  it.each([
    [1, 990, 990],
    [3, 990, 2970],
    [5, 990, 2970 + 2 * 1280], // 3 left under the limit; 2 more at the normal price
  ])('%i units → unit %i, total %i', (n, price, total) => {
    const l = cart(n).lines[0];
    expect(l?.price).toBe(price);
    expect(l?.total).toBe(total);
    expect(l?.breakdown[1]).toBe('秒杀价 ¥9.90（限购5盒，已购2盒）');
  });

  it('explains the overflow', () => {
    expect(cart(5).lines[0]?.breakdown).toContain('超出限购的2盒按 ¥12.80 计');
  });

  it('joins neither 满减 nor coupons', () => {
    const r = cart(2);
    expect(r.lines[0]).toMatchObject({ with_coupon: false, goods_manjian_amount: 0, manjian_id: null });
    expect(r.total.manjian_amount).toBe(0);
  });

  it('after the sale ends the line is priced normally', () => {
    const l = cart(3, NOW + HOUR).lines[0];
    expect(l?.price).toBe(1280);
    expect(l?.breakdown[0]).toBe('秒杀已结束，按常规价计');
  });
});

describe('priceCart: combination', () => {
  const combo = {
    id: 9,
    name: '感冒组合',
    items: [
      { goods_id: 1, number: 2, price: 1100 },
      { goods_id: 2, number: 1, price: 2000 },
    ],
  };

  it('prices the package and checks every item', () => {
    const r = priceCart(
      makeCart({
        goods: [amoxicillin, ibuprofen],
        lines: [line('c', 1, 3, { type: 3, combination_id: 9 })],
        promotions: { combinations: [combo] },
      }),
    );
    expect(r.lines[0]).toMatchObject({
      price: 4200,
      raw_price: 2 * 1280 + 2350,
      total: 12600,
      with_coupon: false,
    });
    expect(r.lines[0]?.breakdown[0]).toBe(
      '套餐「感冒组合」阿莫西林胶囊 ¥11.00×2 + 布洛芬缓释胶囊 ¥20.00×1 = ¥42.00',
    );
  });

  it('a package containing an unbuyable goods is forced unselected', () => {
    const r = priceCart(
      makeCart({
        goods: [amoxicillin, banned],
        lines: [line('c', 1, 1, { type: 3, combination_id: 9 })],
        promotions: { combinations: [{ ...combo, items: [{ goods_id: 3, number: 1, price: 100 }] }] },
      }),
    );
    expect(r.lines[0]).toMatchObject({
      is_selected: false,
      unavailable_reason: '套餐内「停售品」该商品暂不可购买',
    });
  });
});

describe('priceCart: daily special and welfare', () => {
  const g = makeGoods({ id: 6, name: '板蓝根颗粒', base_price: 1333 });
  const welfare = {
    id: 1,
    kind: 'welfare' as const,
    goods_ids: null,
    pricing: { mode: 'rate' as const, rate_permille: 940 },
  };

  it('9.4折 floors the line total once: 1333 × 3 × 0.94 = 3759.06 → 3759', () => {
    const r = priceCart(
      makeCart({ goods: [g], lines: [line('w', 6, 3)], promotions: { specials: [welfare] } }),
    );
    expect(r.lines[0]?.total).toBe(3759);
    expect(r.lines[0]?.price).toBe(1253);
    expect(r.lines[0]?.breakdown[1]).toBe('福利价 9.4折：¥13.33 × 3 × 94% = ¥37.59（向下取整到分）');
  });

  it('the cheaper of ladder and special wins; outside its window a special is ignored', () => {
    const special = {
      id: 2,
      kind: 'daily_special' as const,
      goods_ids: [1],
      pricing: { mode: 'fixed' as const, price: 1180 },
      starts_at: NOW - HOUR,
      ends_at: NOW + HOUR,
    };
    const at = (n: number, now = NOW) =>
      priceCart(
        makeCart({
          goods: [amoxicillin],
          lines: [line('a', 1, n)],
          promotions: { specials: [special] },
          now,
        }),
      ).lines[0]?.price;
    expect(at(5)).toBe(1180);
    expect(at(50)).toBe(1150);
    expect(at(5, NOW + 2 * HOUR)).toBe(1280);
  });
});
