/** "What would get me a better price?" — backs POST /api/cart/next_hint and the cart's inline hints. */
import { formatFen, type Fen } from './fen';
import { nextLadderStep, type LadderGoods } from './ladder';
import { manjianNextHint } from './manjian';
import type { Hint } from './output';
import type { ManjianTier } from './types';

/** "再买 N 盒享 ¥x": the fewest extra units that lower the unit price. */
export function ladderNextHint(goods: LadderGoods, quantity: number): Hint | null {
  const step = nextLadderStep(goods, quantity);
  if (!step) return null;
  const more = step.quantity - Math.max(quantity, 0);
  return {
    kind: 'ladder',
    more_quantity: more,
    price: step.price,
    text: `再买 ${more} ${goods.bzdw}享 ${formatFen(step.price)}`,
  };
}

export type NextHintQuery =
  | { kind: 'ladder'; goods: LadderGoods; quantity: number }
  | { kind: 'manjian'; tiers: readonly ManjianTier[]; amount: Fen };

export function nextHint(query: NextHintQuery): Hint | null {
  return query.kind === 'ladder'
    ? ladderNextHint(query.goods, query.quantity)
    : manjianNextHint(query.tiers, query.amount);
}
