/** 满赠 (gift with purchase): gift_data {total, type} on the line. */
import type { GiftData } from './output';
import { isWithin, type Instant } from './time';
import type { GiftRule } from './types';

export function giftFor(rule: GiftRule, number: number): number {
  const times = rule.repeat ? Math.floor(number / rule.every) : number >= rule.every ? 1 : 0;
  const total = times * rule.give;
  return rule.max_total != null ? Math.min(total, rule.max_total) : total;
}

/** The first active rule for the goods decides; stacking gift rules is not a thing operators set up. */
export function giftData(
  rules: readonly GiftRule[],
  goodsId: number,
  number: number,
  now: Instant,
): { data: GiftData; rule: GiftRule } | null {
  const rule = rules.find((r) => r.goods_id === goodsId && isWithin(r, now));
  if (!rule) return null;
  return { data: { total: giftFor(rule, number), type: rule.type }, rule };
}
