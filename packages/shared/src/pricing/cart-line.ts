/** Dispatches one cart line to its pricing rule by line type (spec §3: 1 flash, 3 combination). */
import { priceCombination, priceFlash, priceNormal, type PricedLine } from './line-price';
import type { Instant } from './time';
import { LINE_TYPE, type CartInput, type CartLineInput, type Combination, type PricingGoods } from './types';

export function priceLine(
  line: CartLineInput,
  goodsById: ReadonlyMap<number, PricingGoods>,
  combination: Combination | undefined,
  promotions: CartInput['promotions'],
  now: Instant,
): PricedLine {
  if (line.type === LINE_TYPE.combination) return priceCombination(combination, goodsById, line.number, now);
  const goods = goodsById.get(line.goods_id);
  if (!goods) {
    return {
      price: 0,
      raw_price: 0,
      total: 0,
      steps: ['商品已下架'],
      discountable: false,
      unavailable_reason: '商品已下架',
    };
  }
  if (line.type === LINE_TYPE.flash) {
    const sale = promotions.flash_sales.find((s) => s.id === line.flash_sale_id);
    return priceFlash(goods, line.number, sale, promotions.specials, now);
  }
  return priceNormal(goods, line.number, promotions.specials, now);
}
