import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestSpecial, priceNormal } from './line-price';
import type { PricingGoods, SpecialPrice } from './types';

const goods = (base: number): PricingGoods => ({
  id: 7,
  name: '阿莫西林胶囊',
  bzdw: '盒',
  base_price: base,
  ladder_price: [],
  ladder_price_type: 1,
  is_buy: true,
  stock: 10_000,
  min_quantity: 1,
  pack_quantity: 1,
  with_coupon: true,
  is_dpby: false,
  qg_number: 0,
  is_free_shipping: false,
  free_shipping_number: 0,
  tags: [],
});
const daily = (price: number, limit: number, bought: number): SpecialPrice => ({
  id: 3,
  kind: 'daily_special',
  goods_ids: [7],
  pricing: { mode: 'fixed', price },
  limit,
  bought: bought > 0 ? [{ goods_id: 7, number: bought }] : [],
  starts_at: null,
  ends_at: null,
});
const NOW = Date.UTC(2026, 10, 22, 4);

describe('每日特价限购 in the engine', () => {
  it('prices at most the units left today at the special, the rest at the normal price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 40 }),
        (base, pct, number, limit, bought) => {
          const special = Math.floor((base * pct) / 100);
          const line = priceNormal(goods(base), number, [daily(special, limit, bought)], NOW);
          const left = limit === 0 ? number : Math.max(0, limit - bought);
          const atSpecial = Math.min(number, left);
          expect(line.total).toBe(Math.min(base * number, special * atSpecial + base * (number - atSpecial)));
          // Never dearer than no special, never cheaper than the whole line at the special.
          expect(line.total).toBeLessThanOrEqual(base * number);
          expect(line.total).toBeGreaterThanOrEqual(special * number);
          const pick = bestSpecial(goods(base), number, [daily(special, limit, bought)], NOW);
          expect(pick?.units ?? 0).toBe(special < base ? atSpecial : 0);
        },
      ),
    );
  });

  it('explains the overflow in Chinese', () => {
    const line = priceNormal(goods(2000), 5, [daily(1500, 3, 1)], NOW);
    expect(line.total).toBe(2 * 1500 + 3 * 2000);
    expect(line.steps.join('；')).toContain('每人每天限购3盒，超出3盒按原价');
  });
});
