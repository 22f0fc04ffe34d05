/**
 * Full-reduction (满减) activities, spec §4: a tier has status 1 once the eligible selected amount
 * reaches its amount; achieved tiers are listed first. Tiers are not cumulative: the buyer gets the
 * best single achieved tier (the largest reduction), never the sum of several.
 */
import { formatFen, type Fen } from './fen';
import type { Hint, ManjianTierStatus } from './output';
import type { ManjianTier } from './types';

export function manjianTierStatus(tiers: readonly ManjianTier[], amount: Fen): ManjianTierStatus[] {
  const rows = [...tiers]
    .sort((a, b) => a.amount - b.amount || a.reduce - b.reduce)
    .map((t) => ({
      amount: t.amount,
      reduce: t.reduce,
      status: amount >= t.amount ? (1 as const) : (0 as const),
    }));
  return [...rows.filter((r) => r.status === 1), ...rows.filter((r) => r.status === 0)];
}

/** The best achieved tier, or null. */
export function achievedTier(tiers: readonly ManjianTier[], amount: Fen): ManjianTier | null {
  let best: ManjianTier | null = null;
  for (const t of tiers) {
    if (amount >= t.amount && (best === null || t.reduce > best.reduce)) best = t;
  }
  return best;
}

/**
 * The reduction for an eligible amount, capped at the amount itself: a misconfigured tier (满10减20)
 * must not make anything negative.
 */
export function manjianReduction(tiers: readonly ManjianTier[], amount: Fen): Fen {
  const tier = achievedTier(tiers, amount);
  return tier ? Math.min(tier.reduce, amount) : 0;
}

/** "再凑 ¥y 减 ¥z": the cheapest not-yet-reached tier that would raise the reduction. */
export function manjianNextHint(tiers: readonly ManjianTier[], amount: Fen): Hint | null {
  const current = manjianReduction(tiers, amount);
  const next = [...tiers]
    .filter((t) => t.amount > amount && t.reduce > current)
    .sort((a, b) => a.amount - b.amount || b.reduce - a.reduce)[0];
  if (!next) return null;
  const more = next.amount - amount;
  return {
    kind: 'manjian',
    more_amount: more,
    reduce: next.reduce,
    text: `再凑 ${formatFen(more)} 减 ${formatFen(next.reduce)}`,
  };
}
