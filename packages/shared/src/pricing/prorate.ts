/**
 * Splits an integer amount into integer parts proportional to integer weights, with the parts summing
 * EXACTLY to the amount: the largest-remainder method, as Vendure's `prorate`.
 *
 * Rule: every part first gets floor(amount × w / W); the fen left over (always fewer than the number
 * of parts) go one each to the parts with the largest discarded remainders; equal remainders go to
 * the earlier part, so the result is deterministic for a given line order. Unlike "the last line takes
 * the remainder", no part ever exceeds its proportional share by a whole fen, and when amount ≤ W no
 * part exceeds its own weight (a full-reduction share never exceeds its line total).
 *
 * Remainders are compared as BigInt because amount × weight can pass 2^53.
 */
import { mulDivFloor, mulMod } from './fen';

export function prorate(weights: readonly number[], amount: number): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError('amount must be a non-negative integer');
  if (weights.length === 0) {
    if (amount !== 0) throw new RangeError('cannot prorate a non-zero amount over no parts');
    return [];
  }
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) throw new RangeError('weights must be non-negative integers');
  }
  const total = weights.reduce((s, w) => s + w, 0);
  // All-zero weights carry no proportion; an even split is the only fair reading.
  const effective = total === 0 ? weights.map(() => 1) : weights;
  const divisor = total === 0 ? weights.length : total;

  const parts = effective.map((w) => mulDivFloor(amount, w, divisor));
  let leftover = amount - parts.reduce((s, p) => s + p, 0);
  const order = effective
    .map((w, index) => ({ index, remainder: mulMod(amount, w, divisor) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (leftover === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    leftover -= 1;
  }
  return parts;
}
