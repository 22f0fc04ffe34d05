import { describe, expect, it } from 'vitest';
import { checkQuantity, normaliseQuantity, smallestValidQuantity } from './quantity';
import { makeGoods } from './testing';

const g = makeGoods({ id: 1, min_quantity: 5, pack_quantity: 10, stock: 35 });

describe('checkQuantity', () => {
  it.each([
    [10, null],
    [30, null],
    [0, '购买数量须为正整数'],
    [2.5, '购买数量须为正整数'],
    [3, '最少购买5盒'],
    [7, '须按中包装10盒的倍数购买'],
    [40, '库存不足，仅剩35盒'],
  ])('%s units → %s', (n, reason) => {
    const r = checkQuantity(g, n);
    expect(r.ok ? null : r.reason).toBe(reason);
  });

  it('an unbuyable goods is refused whatever the number', () => {
    expect(checkQuantity({ ...g, is_buy: false }, 10)).toEqual({
      ok: false,
      code: 'not_buyable',
      reason: '该商品暂不可购买',
    });
  });

  it('pack of 1 accepts any number above the minimum', () => {
    expect(checkQuantity(makeGoods({ id: 2, min_quantity: 2 }), 3)).toEqual({ ok: true });
  });
});

describe('normaliseQuantity', () => {
  it.each([
    [1, 10, true],
    [7, 10, true],
    [10, 10, false],
    [11, 20, true],
    [31, 30, true], // 40 exceeds stock 35: the largest valid amount in stock
    [999, 30, true],
  ])('%i → %i', (requested, expected, changed) => {
    const r = normaliseQuantity(g, requested);
    expect(r.number).toBe(expected);
    expect(r.changed).toBe(changed);
  });

  it('explains the change', () => {
    expect(normaliseQuantity(g, 7).reason).toBe('须按中包装10盒的倍数购买');
  });

  it('null when stock cannot cover the smallest valid amount', () => {
    expect(normaliseQuantity({ ...g, stock: 9 }, 1)).toEqual({
      number: null,
      changed: true,
      reason: '库存不足，仅剩9盒',
    });
  });

  it('the minimum is rounded up to a whole pack', () => {
    expect(smallestValidQuantity({ min_quantity: 12, pack_quantity: 5 })).toBe(15);
  });
});
