import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRateFloor, bestCoupon, couponDiscount } from './coupon';
import { HOUR, makeCoupon, NOW } from './testing';

const full = makeCoupon({ type: 'full_reduction', threshold: 10000, amount: 1500 });
const rate = makeCoupon({ type: 'discount', rate_permille: 940, max_discount: 5000 }, { id: 2 });
const cash = makeCoupon({ type: 'cash', amount: 800 }, { id: 3 });

describe('couponDiscount', () => {
  it.each([
    ['满减 below threshold', full, 9999, false, 0],
    ['满减 at threshold', full, 10000, true, 1500],
    ['折扣 9.4折 of ¥123.45: pay floor(11604.3) = 11604', rate, 12345, true, 741],
    ['折扣 capped by max', rate, 1000000, true, 5000],
    ['现金券 without threshold', cash, 1, true, 1],
    ['现金券 full amount', cash, 5000, true, 800],
    ['nothing eligible', cash, 0, false, 0],
  ])('%s', (_name, coupon, amount, usable, saving) => {
    const r = couponDiscount(coupon, amount, NOW);
    expect(r.usable).toBe(usable);
    expect(r.saving).toBe(saving);
  });

  it('says how much is missing', () => {
    expect(couponDiscount(full, 9000, NOW).reason).toBe('满¥100.00可用，还差¥10.00');
  });

  it.each([
    ['before start', NOW - 2 * HOUR, '优惠券未到使用时间'],
    ['at expiry (half-open window)', NOW + HOUR, '优惠券已过期'],
    ['after expiry', NOW + 2 * HOUR, '优惠券已过期'],
  ])('validity: %s', (_name, at, reason) => {
    expect(couponDiscount(cash, 5000, at)).toEqual({ usable: false, saving: 0, reason });
  });

  it('accepts 10-digit second timestamps', () => {
    expect(couponDiscount(cash, 5000, Math.floor(NOW / 1000)).usable).toBe(true);
  });

  it('property: the amount left after a rate is floored, never gaining or losing a whole fen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1000 }),
        (amount, permille) => {
          const paid = applyRateFloor(amount, permille);
          const exactTimes1000 = BigInt(amount) * BigInt(permille);
          expect(BigInt(paid) * 1000n <= exactTimes1000).toBe(true);
          expect(BigInt(paid + 1) * 1000n > exactTimes1000).toBe(true);
        },
      ),
    );
  });

  it('property: a saving is never negative nor above the eligible amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (amount) => {
        for (const c of [full, rate, cash]) {
          const { saving } = couponDiscount(c, amount, NOW);
          expect(saving).toBeGreaterThanOrEqual(0);
          expect(saving).toBeLessThanOrEqual(amount);
        }
      }),
    );
  });
});

describe('bestCoupon', () => {
  it.each([
    [5000, 3, 800],
    [12345, 1, 1500], // 满减 1500 beats 9.4折 741 and cash 800
    [1000000, 2, 5000], // capped rate 5000 beats 满减 1500
  ])('at %i the best is coupon %i saving %i', (amount, id, saving) => {
    const best = bestCoupon([full, rate, cash], amount, NOW);
    expect(best?.coupon.id).toBe(id);
    expect(best?.saving).toBe(saving);
  });

  it('a tie goes to the coupon that expires first', () => {
    const late = makeCoupon({ type: 'cash', amount: 800 }, { id: 4, ends_at: NOW + 10 * HOUR });
    expect(bestCoupon([late, cash], 5000, NOW)?.coupon.id).toBe(3);
  });

  it('null when none is usable', () => {
    expect(bestCoupon([full], 100, NOW)).toBeNull();
    expect(bestCoupon([], 100, NOW)).toBeNull();
  });
});
