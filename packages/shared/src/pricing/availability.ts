/**
 * Spec §4: a line whose goods cannot be bought or has no stock is forced unselected. Quantity
 * problems short of that (below minimum, over stock) leave the line selectable but raise a notice
 * that blocks checkout, so the buyer sees the price and the fix together.
 */
import { checkQuantity } from './quantity';
import { LINE_TYPE, type CartLineInput, type Combination, type PricingGoods } from './types';

export interface LineAvailability {
  unavailable_reason: string | null;
  quantity_notice: string | null;
}

function goodsBlocker(goods: PricingGoods | undefined, prefix: string): string | null {
  if (!goods) return `${prefix}商品已下架`;
  if (!goods.is_buy) return `${prefix}该商品暂不可购买`;
  if (goods.stock <= 0) return `${prefix}该商品已售罄`;
  return null;
}

export function lineAvailability(
  line: CartLineInput,
  goodsById: ReadonlyMap<number, PricingGoods>,
  combination: Combination | undefined,
): LineAvailability {
  if (line.type === LINE_TYPE.combination) {
    if (!combination) return { unavailable_reason: null, quantity_notice: null };
    for (const item of combination.items) {
      const g = goodsById.get(item.goods_id);
      const blocker = goodsBlocker(g, `套餐内「${g?.name ?? item.goods_id}」`);
      if (blocker) return { unavailable_reason: blocker, quantity_notice: null };
    }
    for (const item of combination.items) {
      const g = goodsById.get(item.goods_id);
      if (g && item.number * line.number > g.stock) {
        return {
          unavailable_reason: null,
          quantity_notice: `套餐内「${g.name}」库存不足，仅剩${g.stock}${g.bzdw}`,
        };
      }
    }
    return { unavailable_reason: null, quantity_notice: line.number < 1 ? '购买数量须为正整数' : null };
  }
  const goods = goodsById.get(line.goods_id);
  const blocker = goodsBlocker(goods, '');
  if (blocker || !goods) return { unavailable_reason: blocker, quantity_notice: null };
  const check = checkQuantity(goods, line.number);
  return { unavailable_reason: null, quantity_notice: check.ok ? null : check.reason };
}
