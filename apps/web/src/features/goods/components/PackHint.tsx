import type { GoodsCard } from '@shop/shared';

/** "12盒起购 · 中包装5盒": why the stepper starts and steps where it does. Nothing for plain goods. */
export function PackHint({ goods }: { goods: Pick<GoodsCard, 'min_qty' | 'mid_pack' | 'bzdw'> }) {
  const parts = [
    // A minimum the middle pack already implies (5起购, 中包装5) is said once.
    goods.min_qty > Math.max(goods.mid_pack, 1) ? `${goods.min_qty}${goods.bzdw}起购` : null,
    goods.mid_pack > 1 ? `中包装${goods.mid_pack}${goods.bzdw}` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <div className="ky-pack-hint">{parts.join(' · ')}</div>;
}
