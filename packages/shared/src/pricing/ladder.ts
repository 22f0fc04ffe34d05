/**
 * Ladder prices (阶梯价), spec §4.
 *
 * Type 1 ("≤N件 ¥x"): a tier covers quantities up to and including its threshold; the quantity pays
 * the tier with the smallest threshold that is still ≥ the quantity. Past the last threshold no tier
 * covers it and the base price applies. (Our reading of "thresholds at or below which a price
 * applies": small orders are priced per band, as for trial-size purchases.)
 *
 * Other types ("满N件 ¥x"): the tier with the highest threshold ≤ quantity applies; below the first
 * threshold the base price applies.
 */
import { formatFen, type Fen } from './fen';
import type { LadderRow, LadderText } from './output';
import type { LadderTier, PricingGoods } from './types';

export type LadderGoods = Pick<PricingGoods, 'base_price' | 'ladder_price' | 'ladder_price_type' | 'bzdw'>;

export const AT_MOST_LADDER_TYPE = 1;

export interface LadderPrice {
  price: Fen;
  /** The tier applied, or null when the base price applies. */
  tier: LadderTier | null;
}

function sortedTiers(goods: LadderGoods): LadderTier[] {
  return [...goods.ladder_price].sort((a, b) => a.number - b.number || a.price - b.price);
}

/** The tier a quantity pays, under the goods' ladder type. */
export function ladderTierFor(goods: LadderGoods, quantity: number): LadderTier | null {
  const tiers = sortedTiers(goods);
  if (quantity < 1) return null;
  if (goods.ladder_price_type === AT_MOST_LADDER_TYPE) {
    return tiers.find((t) => t.number >= quantity) ?? null;
  }
  let applied: LadderTier | null = null;
  for (const t of tiers) if (t.number <= quantity) applied = t;
  return applied;
}

export function ladderUnitPrice(goods: LadderGoods, quantity: number): LadderPrice {
  const tier = ladderTierFor(goods, quantity);
  return { price: tier ? tier.price : goods.base_price, tier };
}

/** The short label of a tier, shared by ladder texts and line breakdowns. */
export function tierLabel(goods: LadderGoods, tier: LadderTier): string {
  const op = goods.ladder_price_type === AT_MOST_LADDER_TYPE ? '≤' : '满';
  return `${op}${tier.number}${goods.bzdw} ${formatFen(tier.price)}`;
}

export function ladderText(goods: LadderGoods, quantity: number): LadderText {
  const tiers = sortedTiers(goods);
  const applied = ladderTierFor(goods, quantity);
  const atMost = goods.ladder_price_type === AT_MOST_LADDER_TYPE;
  const rows: LadderRow[] = tiers.map((tier) => {
    const active = applied === tier;
    const label = tierLabel(goods, tier);
    if (atMost) return { ...tier, status: 'at_most', active, short_by: 0, text: label };
    if (tier.number > quantity) {
      const shortBy = tier.number - Math.max(quantity, 0);
      return {
        ...tier,
        status: 'short',
        active,
        short_by: shortBy,
        text: `${label} 还差${shortBy}${goods.bzdw}`,
      };
    }
    return active
      ? { ...tier, status: 'enjoyed', active, short_by: 0, text: `${label} 已享受` }
      : { ...tier, status: 'achieved', active, short_by: 0, text: `${label} 已达成` };
  });
  return { type: goods.ladder_price_type, unit: goods.bzdw, rows, texts: rows.map((r) => r.text) };
}

/**
 * The smallest larger quantity that pays a strictly lower unit price than `quantity` does. Only tier
 * edges (N and N+1) can change the price, so those are the only candidates to try; this works for
 * both ladder types without special cases.
 */
export function nextLadderStep(
  goods: LadderGoods,
  quantity: number,
): { quantity: number; price: Fen } | null {
  const current = ladderUnitPrice(goods, Math.max(quantity, 1)).price;
  const candidates = new Set<number>();
  for (const t of goods.ladder_price) {
    candidates.add(t.number);
    candidates.add(t.number + 1);
  }
  const sorted = [...candidates].filter((q) => q > quantity).sort((a, b) => a - b);
  for (const q of sorted) {
    const { price } = ladderUnitPrice(goods, q);
    if (price < current) return { quantity: q, price };
  }
  return null;
}
