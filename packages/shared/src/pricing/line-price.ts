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
}

function specialsFor(goods: PricingGoods, specials: readonly SpecialPrice[], now: Instant): SpecialPrice[] {
  return specials.filter((s) => isWithin(s, now) && (s.goods_ids === null || s.goods_ids.includes(goods.id)));
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
  let best = {
    price: ladder.price,
    total: ladder.price * number,
    step: explain.subtotal(ladder.price, number, ladder.price * number),
  };
  for (const s of specialsFor(goods, specials, now)) {
    const kind = SPECIAL_KIND_LABEL[s.kind];
    const p = s.pricing;
    const candidate =
      p.mode === 'fixed'
        ? {
            price: p.price,
            total: p.price * number,
            step: `${explain.specialFixed(kind, p.price)}；${explain.subtotal(p.price, number, p.price * number)}`,
          }
        : (() => {
            const total = mulDivFloor(goods.base_price * number, p.rate_permille, 1000);
            return {
              price: mulDivFloor(goods.base_price, p.rate_permille, 1000),
              total,
              step: explain.specialRate(kind, goods.base_price, number, p.rate_permille, total),
            };
          })();
    if (candidate.total < best.total) best = candidate;
  }
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
  const remaining = sale.limit > 0 ? Math.max(0, sale.limit - sale.bought) : number;
  const flashUnits = Math.min(number, remaining);
  const overflow = number - flashUnits;
  const steps = [
    explain.base(goods.base_price),
    explain.flash(sale.price, sale.limit, sale.bought, goods.bzdw),
  ];
  let total = sale.price * flashUnits;
  if (flashUnits > 0) steps.push(explain.subtotal(sale.price, flashUnits, total));
  if (overflow > 0) {
    const rest = ladderUnitPrice(goods, overflow);
    steps.push(explain.flashOverflow(overflow, goods.bzdw, rest.price));
    steps.push(explain.subtotal(rest.price, overflow, rest.price * overflow));
    total += rest.price * overflow;
  }
  if (flashUnits > 0 && overflow > 0) steps.push(explain.total(total));
  return {
    price: flashUnits > 0 ? sale.price : ladderUnitPrice(goods, overflow).price,
    raw_price: goods.base_price,
    total,
    steps,
    discountable: false,
    unavailable_reason: null,
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
