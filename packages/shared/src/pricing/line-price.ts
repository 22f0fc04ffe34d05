/**
 * Unit price and total of one cart line, per line type, with the steps that explain them.
 *
 * Rules chosen (the spec leaves them open):
 * - Normal line: the cheapest of the ladder price and any active daily-special/welfare price. A rate
 *   (9.4折) applies to the base price over the whole line and the line total is floored once:
 *   floor(base × n × rate ÷ 1000), never more than a fen below the exact amount.
 * - Flash line: the flash price for at most (limit − bought) units; any units over the limit are a
 *   normal purchase of that many units at the ladder price. An inactive flash sale prices normally.
 * - Combination line: the package price (Σ item price × item number) per package ordered.
 * - Flash and combination lines are already promotional: they join neither 满减 nor coupons.
 */
import { mulDivFloor, type Fen } from './fen';
import { explain, SPECIAL_KIND_LABEL } from './explain';
import { ladderUnitPrice, tierLabel } from './ladder';
import { isWithin, windowState, type Instant } from './time';
import type { Combination, FlashSale, PricingGoods, SpecialPrice } from './types';

export interface PricedLine {
  price: Fen;
  raw_price: Fen;
  total: Fen;
  steps: string[];
  /** May join full-reduction and coupons. */
  discountable: boolean;
  unavailable_reason: string | null;
  /**
   * A line above a promotion's cap, as two sub-lines: the promotion part (秒杀价 限5盒) and the part
   * at the normal price; their totals sum to `total` exactly. Absent: one part at `price`.
   */
  parts?: LinePart[];
}

export interface LinePart {
  number: number;
  price: Fen;
  total: Fen;
  /** "秒杀价 限5盒", "超出限购按原价", or null at the line's plain price. */
  reason: string | null;
}

/** 秒杀价 限5盒: what a flash part says, with the per-buyer cap when there is one. */
export const flashReason = (limit: number, bzdw: string) =>
  limit > 0 ? `秒杀价 限${limit}${bzdw}` : '秒杀价';
export const OVER_CAP_REASON = '超出限购按原价';

function specialsFor(goods: PricingGoods, specials: readonly SpecialPrice[], now: Instant): SpecialPrice[] {
  return specials.filter((s) => isWithin(s, now) && (s.goods_ids === null || s.goods_ids.includes(goods.id)));
}

/** Units of `goods` this buyer may still take at `s` today (Infinity when unlimited). */
export function specialUnitsLeft(s: SpecialPrice, goodsId: number): number {
  if (!s.limit) return Number.POSITIVE_INFINITY;
  const had = (s.bought ?? []).find((b) => b.goods_id === goodsId)?.number ?? 0;
  return Math.max(0, s.limit - had);
}

export interface SpecialPick {
  special: SpecialPrice;
  /** Units priced at the special; the rest of the line is at the ladder price. */
  units: number;
}

interface Candidate {
  price: Fen;
  total: Fen;
  step: string;
  pick: SpecialPick | null;
}

function specialCandidate(
  goods: PricingGoods,
  number: number,
  s: SpecialPrice,
  ladderPrice: Fen,
): Candidate | null {
  const units = Math.min(number, specialUnitsLeft(s, goods.id));
  if (units <= 0) return null;
  const kind = SPECIAL_KIND_LABEL[s.kind];
  const p = s.pricing;
  const unit = p.mode === 'fixed' ? p.price : mulDivFloor(goods.base_price, p.rate_permille, 1000);
  const partTotal =
    p.mode === 'fixed' ? p.price * units : mulDivFloor(goods.base_price * units, p.rate_permille, 1000);
  const partStep =
    p.mode === 'fixed'
      ? `${explain.specialFixed(kind, p.price)}；${explain.subtotal(p.price, units, partTotal)}`
      : explain.specialRate(kind, goods.base_price, units, p.rate_permille, partTotal);
  const overflow = number - units;
  if (overflow === 0) return { price: unit, total: partTotal, step: partStep, pick: { special: s, units } };
  const total = partTotal + ladderPrice * overflow;
  const step = `${partStep}；${kind}每人每天限购${s.limit ?? 0}${goods.bzdw}，超出${overflow}${goods.bzdw}按原价${explain.subtotal(ladderPrice, overflow, ladderPrice * overflow)}`;
  return { price: unit, total, step, pick: { special: s, units } };
}

/** The special the engine applies to a normal line, and how many of its units it covers. */
export function bestSpecial(
  goods: PricingGoods,
  number: number,
  specials: readonly SpecialPrice[],
  now: Instant,
): SpecialPick | null {
  return bestCandidate(goods, number, specials, now).pick;
}

function bestCandidate(
  goods: PricingGoods,
  number: number,
  specials: readonly SpecialPrice[],
  now: Instant,
): Candidate {
  const ladder = ladderUnitPrice(goods, number);
  let best: Candidate = {
    price: ladder.price,
    total: ladder.price * number,
    step: explain.subtotal(ladder.price, number, ladder.price * number),
    pick: null,
  };
  for (const s of specialsFor(goods, specials, now)) {
    const candidate = specialCandidate(goods, number, s, ladder.price);
    if (candidate && candidate.total < best.total) best = candidate;
  }
  return best;
}

export function priceNormal(
  goods: PricingGoods,
  number: number,
  specials: readonly SpecialPrice[],
  now: Instant,
): PricedLine {
  const steps = [explain.base(goods.base_price)];
  const ladder = ladderUnitPrice(goods, number);
  if (ladder.tier) steps.push(explain.ladder(tierLabel(goods, ladder.tier)));
  const best = bestCandidate(goods, number, specials, now);
  steps.push(best.step);
  return {
    price: best.price,
    raw_price: goods.base_price,
    total: best.total,
    steps,
    discountable: true,
    unavailable_reason: null,
  };
}

/**
 * Whether a flash price gives the buyer anything over the buyer's own price (协议价/客户价, ladder):
 * a buyer whose negotiated price is already at or under the 秒杀价 pays that lower price, so the
 * card shows no flash offer, the line is priced normally and no unit of the cap is used (issue 27).
 */
export const flashBeats = (flashPrice: Fen, ownPrice: Fen): boolean => flashPrice < ownPrice;

/**
 * Units of a `number`-unit line a running flash sale prices: none when the buyer's own unit price at
 * that quantity is no higher than the flash price, else as many as the per-buyer cap still allows.
 * The cart (priceFlash) and order placement (the flash tally) both count with this.
 */
export function flashUnitsOf(goods: PricingGoods, number: number, sale: FlashSale): number {
  if (!flashBeats(sale.price, ladderUnitPrice(goods, number).price)) return 0;
  const remaining = sale.limit > 0 ? Math.max(0, sale.limit - sale.bought) : number;
  return Math.min(number, remaining);
}

export function priceFlash(
  goods: PricingGoods,
  number: number,
  sale: FlashSale | undefined,
  specials: readonly SpecialPrice[],
  now: Instant,
): PricedLine {
  const state = sale && sale.goods_id === goods.id ? windowState(sale, now) : 'missing';
  if (!sale || state !== 'active') {
    const normal = priceNormal(goods, number, specials, now);
    return {
      ...normal,
      steps: [explain.flashInactive(state === 'active' ? 'missing' : state), ...normal.steps],
    };
  }
  // The buyer's own price is already the lower one: charged that, as a normal line.
  if (!flashBeats(sale.price, ladderUnitPrice(goods, number).price)) {
    const normal = priceNormal(goods, number, specials, now);
    return { ...normal, steps: [explain.flashNotLower(sale.price), ...normal.steps] };
  }
  const flashUnits = flashUnitsOf(goods, number, sale);
  const overflow = number - flashUnits;
  const steps = [
    explain.base(goods.base_price),
    explain.flash(sale.price, sale.limit, sale.bought, goods.bzdw),
  ];
  let total = sale.price * flashUnits;
  const parts: LinePart[] = [];
  if (flashUnits > 0) {
    steps.push(explain.subtotal(sale.price, flashUnits, total));
    parts.push({ number: flashUnits, price: sale.price, total, reason: flashReason(sale.limit, goods.bzdw) });
  }
  if (overflow > 0) {
    const rest = ladderUnitPrice(goods, overflow);
    steps.push(explain.flashOverflow(overflow, goods.bzdw, rest.price));
    steps.push(explain.subtotal(rest.price, overflow, rest.price * overflow));
    total += rest.price * overflow;
    parts.push({
      number: overflow,
      price: rest.price,
      total: rest.price * overflow,
      reason: OVER_CAP_REASON,
    });
  }
  if (flashUnits > 0 && overflow > 0) steps.push(explain.total(total));
  return {
    price: flashUnits > 0 ? sale.price : ladderUnitPrice(goods, overflow).price,
    raw_price: goods.base_price,
    total,
    steps,
    discountable: false,
    unavailable_reason: null,
    parts,
  };
}

export function priceCombination(
  combination: Combination | undefined,
  goodsById: ReadonlyMap<number, PricingGoods>,
  number: number,
  now: Instant,
): PricedLine {
  if (!combination || !isWithin(combination, now)) {
    const reason = combination ? '套餐不在活动时间内' : '套餐已下架';
    return {
      price: 0,
      raw_price: 0,
      total: 0,
      steps: [reason],
      discountable: false,
      unavailable_reason: reason,
    };
  }
  let price = 0;
  let raw = 0;
  const parts: string[] = [];
  for (const item of combination.items) {
    const g = goodsById.get(item.goods_id);
    price += item.price * item.number;
    raw += (g?.base_price ?? item.price) * item.number;
    parts.push(explain.combinationPart(g?.name ?? `商品${item.goods_id}`, item.price, item.number));
  }
  const total = price * number;
  return {
    price,
    raw_price: raw,
    total,
    steps: [explain.combination(combination.name, parts, price), explain.subtotal(price, number, total)],
    discountable: false,
    unavailable_reason: null,
  };
}
