import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prorate } from './prorate';

describe('prorate (largest remainder)', () => {
  it.each([
    [[123], 300, [300]],
    [[4000, 2000, 2000], 300, [150, 75, 75]],
    [[1, 1, 1], 100, [34, 33, 33]], // equal remainders: earlier line first
    [[1, 1, 1], 2, [1, 1, 0]],
    [[100, 200, 300], 0, [0, 0, 0]],
    [[0, 0], 5, [3, 2]], // no proportion: even split
    [[0, 500], 100, [0, 100]],
    [[3000, 2990, 1], 1000, [501, 499, 0]],
    [[1234, 5678, 91], 321, [57, 260, 4]],
  ])('%j shares %i as %j', (weights, amount, expected) => {
    expect(prorate(weights, amount)).toEqual(expected);
    expect(expected.reduce((a, b) => a + b, 0)).toBe(amount);
  });

  it('works beyond 2^53 intermediate products', () => {
    const parts = prorate([9_000_000_000, 1_000_000_001], 3_000_000_007);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(3_000_000_007);
    // Checked with exact integer arithmetic: 2_700_000_006.03… and 299_999_999.97…
    expect(parts).toEqual([2_700_000_006, 300_000_001]);
  });

  it('rejects fractional or negative input', () => {
    expect(() => prorate([1, 2], 1.5)).toThrow(RangeError);
    expect(() => prorate([1, -2], 1)).toThrow(RangeError);
    expect(() => prorate([], 1)).toThrow(RangeError);
  });

  const weights = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 });

  it('property: parts sum exactly to the amount and never differ from exact by a fen or more', () => {
    fc.assert(
      fc.property(weights, fc.integer({ min: 0, max: 100_000_000 }), (ws, amount) => {
        const parts = prorate(ws, amount);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
        const total = ws.reduce((a, b) => a + b, 0);
        parts.forEach((p, i) => {
          expect(Number.isInteger(p)).toBe(true);
          if (total > 0) {
            const exact = (amount * (ws[i] ?? 0)) / total;
            expect(Math.abs(p - exact)).toBeLessThan(1);
          }
        });
      }),
    );
  });

  it('property: when the amount fits in the total, no part exceeds its weight', () => {
    fc.assert(
      fc.property(weights, fc.double({ min: 0, max: 1, noNaN: true }), (ws, ratio) => {
        const total = ws.reduce((a, b) => a + b, 0);
        const amount = Math.floor(total * ratio);
        prorate(ws, amount).forEach((p, i) => expect(p).toBeLessThanOrEqual(ws[i] ?? 0));
      }),
    );
  });
});
