/**
 * Properties of the zone prices (issue 9): combination sets, daily specials and monthly cashback,
 * each run through the same engine functions the cart and the zone pages call.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashbackDue, cashbackFor } from './cashback';
import { priceCombination, priceNormal } from './line-price';
import { makeGoods, NOW } from './testing';
import type { Combination, PricingGoods, SpecialPrice } from './types';

const fenArb = fc.integer({ min: 0, max: 2_000_000 });

describe('combination price', () => {
  const itemArb = fc.record({
    base: fc.integer({ min: 1, max: 500_000 }),
    cut: fc.integer({ min: 0, max: 100 }),
    number: fc.integer({ min: 1, max: 10 }),
  });
  it('is Σ item price × number per set, times the sets, and never above buying the items singly', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 50 }),
        (items, sets) => {
          const goods = new Map<number, PricingGoods>(
            items.map((it, k) => [k + 1, makeGoods({ id: k + 1, base_price: it.base })]),
          );
          const combo: Combination = {
            id: 1,
            name: '组合',
            items: items.map((it, k) => ({
              goods_id: k + 1,
              number: it.number,
              price: Math.floor((it.base * (100 - it.cut)) / 100),
            })),
          };
          const priced = priceCombination(combo, goods, sets, NOW);
          const set = combo.items.reduce((n, i) => n + i.price * i.number, 0);
          expect(priced.price).toBe(set);
          expect(priced.total).toBe(set * sets);
          expect(priced.price).toBeLessThanOrEqual(priced.raw_price);
          expect(priced.discountable).toBe(false);
        },
      ),
    );
  });
  it('is unavailable outside its window', () => {
    const goods = new Map([[1, makeGoods({ id: 1, base_price: 1000 })]]);
    const over: Combination = {
      id: 1,
      name: '组合',
      items: [{ goods_id: 1, number: 1, price: 900 }],
      ends_at: NOW,
    };
    expect(priceCombination(over, goods, 1, NOW).unavailable_reason).toBe('套餐不在活动时间内');
  });
});

describe('daily special price', () => {
  const specialArb = fc.oneof(
    fc.integer({ min: 0, max: 1000 }).map((r) => ({ mode: 'rate' as const, rate_permille: r })),
    fenArb.map((p) => ({ mode: 'fixed' as const, price: p })),
  );
  it('never costs more than the ladder price, and a rate line is floored once over the whole line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 200 }),
        specialArb,
        (base, n, pricing) => {
          const g = makeGoods({ id: 7, base_price: base });
          const special: SpecialPrice = { id: 1, kind: 'daily_special', goods_ids: [7], pricing };
          const plain = priceNormal(g, n, [], NOW);
          const priced = priceNormal(g, n, [special], NOW);
          expect(priced.total).toBeLessThanOrEqual(plain.total);
          const candidate =
            pricing.mode === 'rate'
              ? Math.floor((base * n * pricing.rate_permille) / 1000)
              : pricing.price * n;
          expect(priced.total).toBe(Math.min(plain.total, candidate));
        },
      ),
    );
  });
  it('does not apply to other goods or outside its day', () => {
    const g = makeGoods({ id: 7, base_price: 1000 });
    const other: SpecialPrice = {
      id: 1,
      kind: 'daily_special',
      goods_ids: [8],
      pricing: { mode: 'fixed', price: 1 },
    };
    const past: SpecialPrice = { ...other, goods_ids: [7], ends_at: NOW };
    expect(priceNormal(g, 3, [other, past], NOW).total).toBe(3000);
  });
});

describe('monthly cashback', () => {
  const tierArb = fc.array(fc.record({ amount: fenArb, rate_permille: fc.integer({ min: 0, max: 100 }) }), {
    maxLength: 4,
  });
  it('never exceeds the best rate on the total and never falls as the month grows', () => {
    fc.assert(
      fc.property(tierArb, fenArb, fenArb, (tiers, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const low = cashbackFor(lo, tiers).cashback;
        const high = cashbackFor(hi, tiers).cashback;
        expect(high).toBeGreaterThanOrEqual(low);
        const best = Math.max(0, ...tiers.map((t) => t.rate_permille));
        expect(high).toBeLessThanOrEqual(Math.floor((hi * best) / 1000));
      }),
    );
  });
  it('credits in steps add up to the cashback of the final total', () => {
    fc.assert(
      fc.property(
        tierArb,
        fc.array(fc.integer({ min: 0, max: 300_000 }), { maxLength: 10 }),
        (tiers, orders) => {
          let total = 0;
          let credited = 0;
          for (const o of orders) {
            total += o;
            const due = cashbackDue(total, tiers, credited);
            expect(due).toBeGreaterThanOrEqual(0);
            credited += due;
          }
          expect(credited).toBe(cashbackFor(total, tiers).cashback);
        },
      ),
    );
  });
  it('names the next tier and the gap to it', () => {
    const tiers = [
      { amount: 2_000_000, rate_permille: 10 },
      { amount: 5_000_000, rate_permille: 20 },
    ];
    expect(cashbackFor(1_500_000, tiers)).toEqual({
      tier: null,
      cashback: 0,
      next: { tier: tiers[0], gap: 500_000 },
    });
    expect(cashbackFor(3_000_000, tiers).cashback).toBe(30_000);
    expect(cashbackFor(3_000_000, tiers).next?.gap).toBe(2_000_000);
  });
});
