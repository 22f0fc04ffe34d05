import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './cart';
import { customerPrice, resolvePrice, type CustomerPriceRule } from './customer-price';
import { flashBeats, flashUnitsOf } from './line-price';
import { resolveLine } from './resolve-line';
import { HOUR, NOW, makeCart, makeGoods } from './testing';

const flashCart = (opts: { base: number; flash: number; limit: number; bought: number; number: number }) =>
  makeCart({
    goods: [
      makeGoods({
        id: 1,
        base_price: opts.base,
        ladder_price_type: 2,
        ladder_price: [{ number: 10, price: opts.base - 100 }],
        stock: 1000,
      }),
    ],
    lines: [{ key: 'a', goods_id: 1, number: opts.number, is_selected: true, type: 1, flash_sale_id: 7 }],
    promotions: {
      flash_sales: [
        {
          id: 7,
          goods_id: 1,
          price: opts.flash,
          limit: opts.limit,
          bought: opts.bought,
          starts_at: NOW - HOUR,
          ends_at: NOW + HOUR,
        },
      ],
    },
  });

describe('flash-sale cap split (issue 27)', () => {
  it('buying the cap + 3 gives two sub-lines: 5 at the flash price, 3 at the normal price, summing exactly', () => {
    const line = priceCart(flashCart({ base: 2880, flash: 2480, limit: 5, bought: 0, number: 8 })).lines[0]!;
    expect(line.parts).toEqual([
      { number: 5, price: 2480, total: 12_400, reason: '秒杀价 限5盒' },
      { number: 3, price: 2880, total: 8_640, reason: '超出限购按原价' },
    ]);
    expect(line.total).toBe(21_040);
  });

  it('for any cap, earlier purchases and quantity, the sub-lines cover every unit and sum to the line to the fen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 100_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 1, max: 60 }),
        (base, pct, limit, bought, number) => {
          const flash = Math.floor((base * pct) / 100);
          const line = priceCart(flashCart({ base, flash, limit, bought, number })).lines[0]!;
          expect(line.parts.reduce((s, p) => s + p.number, 0)).toBe(number);
          expect(line.parts.reduce((s, p) => s + p.total, 0)).toBe(line.total);
          for (const p of line.parts) expect(p.total).toBe(p.price * p.number);
          const left = limit === 0 ? number : Math.max(0, limit - bought);
          // The buyer pays the lower price: where the 满10 tier is at or under the flash price, no flash part.
          const own = number >= 10 ? base - 100 : base;
          const atFlash = line.parts.find((p) => p.price === flash && p.reason?.startsWith('秒杀价'));
          expect(atFlash?.number ?? 0).toBe(flash < own ? Math.min(number, left) : 0);
        },
      ),
    );
  });
});

describe('flash price against the buyer’s own price (issue 27): the lower one is charged', () => {
  const goods = {
    base_price: 3000,
    bzdw: '盒',
    ladder_price_type: 2,
    ladder_price: [],
    customer_prices: [{ company_id: 42, company_kind: '', province: '', price: 2300 }],
  };
  const sale = { price: 2480, limit: 5, bought: 0 };
  const named = { companyId: 42, companyKind: 'pharmacy', regions: ['330000', '330100', '330106'] };
  it('a 协议价 under the 秒杀价 prices every unit at the 协议价, with no flash part and no cap used', () => {
    const line = resolveLine(goods, named, 8, sale);
    expect(line.parts).toEqual([{ number: 8, price: 2300, total: 18_400, reason: '协议价' }]);
    expect(
      flashUnitsOf(makeGoods({ id: 1, base_price: 2300 }), 8, {
        id: 1,
        goods_id: 1,
        ...sale,
        starts_at: null,
        ends_at: null,
      }),
    ).toBe(0);
  });
  it('a buyer at the base price still gets the flash part and the cap split', () => {
    const line = resolveLine(goods, { ...named, companyId: 7 }, 8, sale);
    expect(line.parts.map((p) => [p.number, p.price])).toEqual([
      [5, 2480],
      [3, 3000],
    ]);
    expect(flashBeats(2480, 3000)).toBe(true);
    expect(flashBeats(2480, 2480)).toBe(false);
  });
});

describe('customer price specificity (issue 27)', () => {
  const rules: CustomerPriceRule[] = [
    { company_id: null, company_kind: '', province: '330000', price: 900 },
    { company_id: null, company_kind: 'pharmacy', province: '', price: 880 },
    { company_id: null, company_kind: 'pharmacy', province: '330000', price: 950 },
    { company_id: 42, company_kind: '', province: '', price: 990 },
  ];
  const HANGZHOU = ['330000', '330100', '330106'];
  const NANJING = ['320000', '320100', '320102'];
  it('named buyer > kind + province > kind > province, whatever the prices, with the reason shown', () => {
    const zj = { companyId: 1, companyKind: 'pharmacy', regions: HANGZHOU };
    expect(customerPrice(1000, rules, { ...zj, companyId: 42 })).toMatchObject({
      price: 990,
      reason: '协议价',
    });
    expect(customerPrice(1000, rules, zj)).toMatchObject({ price: 950, reason: '客户类型价' });
    expect(customerPrice(1000, rules, { ...zj, regions: NANJING })).toMatchObject({ price: 880 });
    expect(customerPrice(1000, rules, { ...zj, companyKind: 'clinic' })).toMatchObject({
      price: 900,
      reason: '地区价',
    });
    expect(customerPrice(1000, rules, { ...zj, companyKind: 'clinic', regions: NANJING })).toMatchObject({
      price: 1000,
      reason: null,
    });
    expect(customerPrice(1000, rules, null)).toMatchObject({ price: 1000, reason: null });
  });
  it('a city rule names the buyers of that city only, and beats its province; a district beats its city', () => {
    const byRegion: CustomerPriceRule[] = [
      { company_id: null, company_kind: '', province: '330000', price: 900 },
      { company_id: null, company_kind: '', province: '330100', price: 960 },
      { company_id: null, company_kind: '', province: '330106', price: 970 },
    ];
    const at = (regions: string[]) =>
      customerPrice(1000, byRegion, { companyId: 1, companyKind: 'pharmacy', regions });
    expect(at(HANGZHOU).price).toBe(970);
    expect(at(['330000', '330100', '330105']).price).toBe(960);
    // 宁波 is in 浙江 but not in 杭州: only the province rule names it.
    expect(at(['330000', '330200', '330212']).price).toBe(900);
    expect(at(NANJING)).toMatchObject({ price: 1000, reason: null });
  });
  it('a ladder tier never charges more than the buyer’s own price', () => {
    const goods = {
      base_price: 1000,
      bzdw: '盒',
      ladder_price_type: 2,
      ladder_price: [{ number: 10, price: 960 }],
      customer_prices: [{ company_id: null, company_kind: 'pharmacy', province: '', price: 900 }],
    };
    const buyer = { companyId: 1, companyKind: 'pharmacy', regions: HANGZHOU };
    expect(resolvePrice(goods, buyer, 20).price).toBe(900);
    expect(resolvePrice(goods, null, 20).price).toBe(960);
  });
});
