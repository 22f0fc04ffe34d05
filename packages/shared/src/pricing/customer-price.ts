/**
 * The one price resolution per buyer (issue 27), before promotions:
 * base → customer price (the most specific rule the buyer matches: named buyer > kind + region >
 * kind > region, a district before its city before its province) → ladder. Lists, search results, the detail page, the cart, checkout and
 * placement all take a goods' price from here, so a buyer sees one price for a goods at a quantity.
 * Promotions (flash sale, daily special, zone price) then apply on top in the engine (line-price.ts).
 */
import { regionCovers, regionLevel } from '../regions/region-code';
import type { Fen } from './fen';
import { ladderUnitPrice } from './ladder';
import type { LadderTier } from './types';

/** One 客户价 row: a price for one company, or for a company kind and/or province ('' = any). */
export interface CustomerPriceRule {
  /** 指定客户: the company this price is for, or null for a kind/province rule. */
  company_id: number | null;
  company_kind: string;
  /** GB/T 2260 code of a province, city or district (330000, 330100, 330106), or '' for every region. */
  province: string;
  price: Fen;
}

/** What of a buyer the price rules look at; null is a visitor. */
export interface PriceBuyer {
  companyId: number;
  companyKind: string;
  /** The company's GB/T 2260 codes: province, city and district (330000, 330100, 330106). */
  regions: readonly string[];
}

const LEVEL_RANK = { province: 1, city: 2, district: 3 } as const;
const NAMED = 100;
const KIND = 10;

/**
 * Specificity: the higher wins; -1 when the rule does not match the buyer. A named buyer beats
 * everything, a kind (with or without a region) beats any region alone, and between regions the
 * narrower (district > city > province) wins.
 */
export function ruleSpecificity(rule: CustomerPriceRule, buyer: PriceBuyer | null): number {
  if (!buyer) return -1;
  if (rule.company_id !== null && rule.company_id > 0)
    return rule.company_id === buyer.companyId ? NAMED : -1;
  const kindOk = rule.company_kind === '' || rule.company_kind === buyer.companyKind;
  const regionOk = rule.province === '' || regionCovers(rule.province, buyer.regions);
  if (!kindOk || !regionOk) return -1;
  return (
    (rule.company_kind !== '' ? KIND : 0) +
    (rule.province !== '' ? LEVEL_RANK[regionLevel(rule.province)] : 0)
  );
}

export const PRICE_REASON = { named: '协议价', kind: '客户类型价', region: '地区价' } as const;

const reasonOf = (specificity: number): string =>
  specificity === NAMED ? PRICE_REASON.named : specificity >= KIND ? PRICE_REASON.kind : PRICE_REASON.region;

export interface CustomerPrice {
  /** The buyer's supply price: the matching rule's price, else the base price. */
  price: Fen;
  /** "协议价" / "客户类型价" / "地区价", or null at the base price. */
  reason: string | null;
  /** Index of the rule applied in `rules`, or -1: what the price group of this goods is. */
  rule: number;
}

/** The most specific matching rule (ties: the cheaper, then the first), else the base price. */
export function customerPrice(
  base: Fen,
  rules: readonly CustomerPriceRule[],
  buyer: PriceBuyer | null,
): CustomerPrice {
  let best = -1;
  let bestSpec = -1;
  rules.forEach((r, i) => {
    const s = ruleSpecificity(r, buyer);
    if (s < 0) return;
    if (s > bestSpec || (s === bestSpec && r.price < rules[best]!.price)) {
      best = i;
      bestSpec = s;
    }
  });
  if (best < 0) return { price: base, reason: null, rule: -1 };
  return { price: rules[best]!.price, reason: reasonOf(bestSpec), rule: best };
}

/**
 * A goods' ladder under the buyer's supply price: a tier never charges more than that price (a
 * 协议价 of ¥25 beats a 满10件 ¥28 tier), so the ladder only ever lowers it.
 */
export function ladderUnder(price: Fen, tiers: readonly LadderTier[]): LadderTier[] {
  return tiers.map((t) => ({ number: t.number, price: Math.min(t.price, price) }));
}

export interface ResolvableGoods {
  base_price: Fen;
  ladder_price: readonly LadderTier[];
  ladder_price_type: number;
  bzdw: string;
  customer_prices: readonly CustomerPriceRule[];
}

export interface ResolvedPrice {
  /** Unit price at the quantity before promotions. */
  price: Fen;
  /** The buyer's supply price (customer price or base). */
  supply: Fen;
  reason: string | null;
  rule: number;
}

/** The buyer's unit price of a goods at `quantity`, before promotions. */
export function resolvePrice(
  goods: ResolvableGoods,
  buyer: PriceBuyer | null,
  quantity: number,
): ResolvedPrice {
  const c = customerPrice(goods.base_price, goods.customer_prices, buyer);
  const ladder = ladderUnitPrice(
    {
      base_price: c.price,
      bzdw: goods.bzdw,
      ladder_price_type: goods.ladder_price_type,
      ladder_price: ladderUnder(c.price, goods.ladder_price),
    },
    Math.max(quantity, 1),
  );
  return { price: ladder.price, supply: c.price, reason: c.reason, rule: c.rule };
}

/**
 * The price group of a buyer over some goods: which rule applies to each. Two buyers with the same
 * group see the same prices, so a cached answer may be shared by group, never by buyer.
 */
export const priceGroupKey = (
  goods: readonly Pick<ResolvableGoods, 'customer_prices'>[],
  buyer: PriceBuyer | null,
): string =>
  goods
    .map((g) => (g.customer_prices.length ? customerPrice(0, g.customer_prices, buyer).rule : ''))
    .join(',');
