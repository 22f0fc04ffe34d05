import { describe, expect, it } from 'vitest';
import { achievedTier, manjianNextHint, manjianReduction, manjianTierStatus } from './manjian';

const tiers = [
  { amount: 100000, reduce: 8000 },
  { amount: 20000, reduce: 1000 },
  { amount: 50000, reduce: 3000 },
];

describe('manjian tiers', () => {
  it.each([
    [0, [0, 0, 0], 0],
    [19999, [0, 0, 0], 0],
    [20000, [1, 0, 0], 1000],
    [50000, [1, 1, 0], 3000],
    [99999, [1, 1, 0], 3000],
    [100000, [1, 1, 1], 8000],
  ])('eligible %i: statuses %j, reduce %i', (amount, statuses, reduce) => {
    const rows = manjianTierStatus(tiers, amount);
    expect(rows.map((r) => r.status)).toEqual(statuses);
    expect(manjianReduction(tiers, amount)).toBe(reduce);
  });

  it('achieved tiers come first, each group by amount', () => {
    expect(manjianTierStatus(tiers, 60000).map((r) => [r.amount, r.status])).toEqual([
      [20000, 1],
      [50000, 1],
      [100000, 0],
    ]);
  });

  it('the best reduction wins even if a larger threshold reduces less', () => {
    const odd = [
      { amount: 100, reduce: 50 },
      { amount: 200, reduce: 30 },
    ];
    expect(achievedTier(odd, 250)).toEqual({ amount: 100, reduce: 50 });
  });

  it('a reduction larger than the amount is capped at the amount', () => {
    expect(manjianReduction([{ amount: 0, reduce: 500 }], 300)).toBe(300);
  });
});

describe('manjianNextHint', () => {
  it.each([
    [0, 20000, 1000, '再凑 ¥200.00 减 ¥10.00'],
    [18766, 1234, 1000, '再凑 ¥12.34 减 ¥10.00'],
    [20000, 30000, 3000, '再凑 ¥300.00 减 ¥30.00'],
    [99999, 1, 8000, '再凑 ¥0.01 减 ¥80.00'],
  ])('at %i', (amount, more, reduce, text) => {
    expect(manjianNextHint(tiers, amount)).toEqual({ kind: 'manjian', more_amount: more, reduce, text });
  });

  it('none past the top tier', () => {
    expect(manjianNextHint(tiers, 100000)).toBeNull();
  });
});
