/**
 * 满额返现 (/hb): a month's received-order total reaches a tier and earns that tier's rate on the
 * whole total, floored to the fen. Tiers are not cumulative: the highest tier reached applies.
 * Credits are made as the month grows, so what is paid is always `cashbackFor(total) - credited`,
 * never negative (a lower tier cannot take money back).
 */
import { mulDivFloor, type Fen } from './fen';

export interface CashbackTier {
  /** Month total (fen) from which the tier applies. */
  amount: Fen;
  /** Per mille of the month total returned, e.g. 20 = 2%. */
  rate_permille: number;
}

export interface CashbackResult {
  tier: CashbackTier | null;
  cashback: Fen;
  /** The next tier up and how much more the month needs for it. */
  next: { tier: CashbackTier; gap: Fen } | null;
}

export function cashbackFor(total: Fen, tiers: readonly CashbackTier[]): CashbackResult {
  const sorted = [...tiers].sort((a, b) => a.amount - b.amount || a.rate_permille - b.rate_permille);
  let tier: CashbackTier | null = null;
  for (const t of sorted) if (t.amount <= total && (!tier || t.rate_permille >= tier.rate_permille)) tier = t;
  const cashback = tier ? mulDivFloor(total, tier.rate_permille, 1000) : 0;
  const up = sorted.find((t) => t.amount > total && t.rate_permille > (tier?.rate_permille ?? 0));
  return { tier, cashback, next: up ? { tier: up, gap: up.amount - total } : null };
}

/** What a new credit adds after `credited` was already paid for the month (never negative). */
export const cashbackDue = (total: Fen, tiers: readonly CashbackTier[], credited: Fen): Fen =>
  Math.max(0, cashbackFor(total, tiers).cashback - credited);
