import { describe, expect, it } from 'vitest';
import { rankCandidates, type RankRow } from './search-order';

const row = (id: number, maker: number, sales: number, sim: number, tier = 0): RankRow => ({
  id,
  ok: true,
  sales,
  generic_name: '葡萄糖酸钙锌口服溶液',
  manufacturer_id: maker,
  tier,
  sim,
  pref: 0,
  near: false,
});

describe('rankCandidates', () => {
  it('leads a generic name typed with a pack of that name, then the makers by sales, brand packs among them', () => {
    // 1: 澳诺's brand pack, the best seller; 2 and 3: plain-named packs of two other makers.
    const ids = rankCandidates([row(1, 10, 5000, 0.6), row(2, 11, 2500, 1), row(3, 12, 100, 1)]);
    expect(ids).toEqual([2, 1, 3]);
  });

  it('keeps the best seller first when no pack carries the name typed', () => {
    const ids = rankCandidates([row(1, 10, 100, 0.6, 2), row(2, 11, 2500, 0.5, 2)]);
    expect(ids).toEqual([2, 1]);
  });
});
