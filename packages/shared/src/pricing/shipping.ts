/**
 * Free shipping, spec §9. The gap is measured against the selected GOODS total (before full-reduction):
 * measured after reductions, selecting one more line could cross a 满减 tier, shrink the payable
 * amount and so widen the gap, which a buyer would read as the cart punishing them for buying more.
 */
import { formatFen, type Fen } from './fen';
import type { ShippingData } from './output';
import type { PricingGoods, ShippingRule } from './types';

export type ShippingGoods = Pick<
  PricingGoods,
  'is_dpby' | 'qg_number' | 'is_free_shipping' | 'free_shipping_number'
>;

/**
 * A single-item free-shipping goods (单品包邮) ships the whole order free once the line reaches its
 * minimum quantity (qg_number). is_free_shipping/free_shipping_number is the same rule as the
 * free-shipping zone states it, so either qualifies.
 */
export function itemFreeShipping(
  goods: ShippingGoods,
  number: number,
): { need: number; short_by: number } | null {
  const needs: number[] = [];
  if (goods.is_dpby) needs.push(Math.max(goods.qg_number, 1));
  if (goods.is_free_shipping) needs.push(Math.max(goods.free_shipping_number, 1));
  if (needs.length === 0) return null;
  const need = Math.min(...needs);
  return { need, short_by: Math.max(0, need - number) };
}

export function shippingGap(rule: ShippingRule, selectedGoodsAmount: Fen): Fen {
  return Math.max(0, rule.threshold - selectedGoodsAmount - rule.no_trans_order_amount);
}

export function shippingData(
  rule: ShippingRule,
  selectedGoodsAmount: Fen,
  freeShippingGoodsIds: readonly number[],
): ShippingData {
  const free = freeShippingGoodsIds.length > 0;
  const gap = free ? 0 : shippingGap(rule, selectedGoodsAmount);
  let text: string;
  if (free) text = '含单品包邮商品，本单包邮';
  else if (gap === 0) text = '已满足包邮条件';
  else text = `再买 ${formatFen(gap)} 即可包邮`;
  return {
    threshold: rule.threshold,
    no_trans_order_amount: rule.no_trans_order_amount,
    shipping_amount: gap,
    free_shipping_goods_ids: [...new Set(freeShippingGoodsIds)],
    text,
  };
}
