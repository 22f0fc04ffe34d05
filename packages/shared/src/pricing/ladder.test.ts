import { describe, expect, it } from 'vitest';
import { ladderText, ladderUnitPrice, nextLadderStep } from './ladder';
import { ladderNextHint } from './hint';
import { makeGoods } from './testing';

// Type 1: "≤10盒 ¥12.50, ≤50盒 ¥12.00"; base ¥12.80 beyond 50.
const atMost = makeGoods({
  id: 1,
  base_price: 1280,
  ladder_price_type: 1,
  ladder_price: [
    { number: 50, price: 1200 },
    { number: 10, price: 1250 },
  ],
});
// Type 2: "满10盒 ¥12.00, 满50盒 ¥11.50"; base ¥12.80 below 10.
const full = makeGoods({
  id: 2,
  base_price: 1280,
  ladder_price_type: 2,
  ladder_price: [
    { number: 10, price: 1200 },
    { number: 50, price: 1150 },
  ],
});

describe('ladderUnitPrice', () => {
  it.each([
    [1, 1250],
    [9, 1250],
    [10, 1250],
    [11, 1200],
    [49, 1200],
    [50, 1200],
    [51, 1280],
    [500, 1280],
  ])('type 1 (≤N): %i units pay %i fen', (q, price) => {
    expect(ladderUnitPrice(atMost, q).price).toBe(price);
  });

  it.each([
    [1, 1280],
    [9, 1280],
    [10, 1200],
    [11, 1200],
    [49, 1200],
    [50, 1150],
    [51, 1150],
    [1000, 1150],
  ])('type 2 (满N): %i units pay %i fen', (q, price) => {
    expect(ladderUnitPrice(full, q).price).toBe(price);
  });

  it('no tiers: always base price', () => {
    expect(ladderUnitPrice(makeGoods({ id: 3, base_price: 999 }), 7)).toEqual({ price: 999, tier: null });
  });
});

describe('ladderText', () => {
  it('type 1 lists ≤N rows and marks the applied one', () => {
    const t = ladderText(atMost, 11);
    expect(t.texts).toEqual(['≤10盒 ¥12.50', '≤50盒 ¥12.00']);
    expect(t.rows.map((r) => r.active)).toEqual([false, true]);
    expect(t.rows.every((r) => r.status === 'at_most')).toBe(true);
  });

  it.each([
    [5, ['满10盒 ¥12.00 还差5盒', '满50盒 ¥11.50 还差45盒']],
    [10, ['满10盒 ¥12.00 已享受', '满50盒 ¥11.50 还差40盒']],
    [38, ['满10盒 ¥12.00 已享受', '满50盒 ¥11.50 还差12盒']],
    [50, ['满10盒 ¥12.00 已达成', '满50盒 ¥11.50 已享受']],
    [0, ['满10盒 ¥12.00 还差10盒', '满50盒 ¥11.50 还差50盒']],
  ])('type 2 at %i units', (q, texts) => {
    expect(ladderText(full, q).texts).toEqual(texts);
  });

  it('uses the packing unit', () => {
    const g = makeGoods({ ...full, id: 4, bzdw: '瓶' });
    expect(ladderText(g, 50).texts[1]).toBe('满50瓶 ¥11.50 已享受');
  });
});

describe('next ladder hint', () => {
  it.each([
    [1, 9, 1200, '再买 9 盒享 ¥12.00'],
    [9, 1, 1200, '再买 1 盒享 ¥12.00'],
    [10, 40, 1150, '再买 40 盒享 ¥11.50'],
    [38, 12, 1150, '再买 12 盒享 ¥11.50'],
  ])('type 2 at %i units: %i more for %i fen', (q, more, price, text) => {
    expect(ladderNextHint(full, q)).toEqual({ kind: 'ladder', more_quantity: more, price, text });
  });

  it('type 2 on the top tier has no hint', () => {
    expect(ladderNextHint(full, 50)).toBeNull();
  });

  it('type 1: leaving the ≤10 band lowers the price, leaving ≤50 raises it', () => {
    expect(nextLadderStep(atMost, 8)).toEqual({ quantity: 11, price: 1200 });
    expect(nextLadderStep(atMost, 20)).toBeNull();
  });
});
