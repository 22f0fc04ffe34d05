/**
 * What quantities a buyer may put in the cart. The order of checks is the order a buyer can act on:
 * nothing helps with an unbuyable goods; the minimum and the middle-pack multiple are fixed by the
 * goods; stock is last because it is the only one that changes while they shop.
 */
import type { PricingGoods } from './types';

export type QuantityGoods = Pick<
  PricingGoods,
  'is_buy' | 'stock' | 'min_quantity' | 'pack_quantity' | 'bzdw'
>;

export type QuantityCode =
  'not_buyable' | 'not_positive' | 'below_minimum' | 'not_pack_multiple' | 'over_stock';

export type QuantityCheck = { ok: true } | { ok: false; code: QuantityCode; reason: string };

/** The smallest quantity satisfying both the minimum and the pack multiple. */
export function smallestValidQuantity(goods: Pick<QuantityGoods, 'min_quantity' | 'pack_quantity'>): number {
  const pack = Math.max(goods.pack_quantity, 1);
  return Math.ceil(Math.max(goods.min_quantity, 1) / pack) * pack;
}

export function checkQuantity(goods: QuantityGoods, number: number): QuantityCheck {
  const unit = goods.bzdw;
  if (!goods.is_buy) return { ok: false, code: 'not_buyable', reason: '该商品暂不可购买' };
  if (!Number.isInteger(number) || number < 1) {
    return { ok: false, code: 'not_positive', reason: '购买数量须为正整数' };
  }
  if (number < goods.min_quantity) {
    return { ok: false, code: 'below_minimum', reason: `最少购买${goods.min_quantity}${unit}` };
  }
  if (goods.pack_quantity > 1 && number % goods.pack_quantity !== 0) {
    return {
      ok: false,
      code: 'not_pack_multiple',
      reason: `须按中包装${goods.pack_quantity}${unit}的倍数购买`,
    };
  }
  if (number > goods.stock) {
    return { ok: false, code: 'over_stock', reason: `库存不足，仅剩${goods.stock}${unit}` };
  }
  return { ok: true };
}

export interface NormalisedQuantity {
  /** A valid quantity, or null when stock cannot cover even the smallest valid one. */
  number: number | null;
  changed: boolean;
  reason: string | null;
}

/**
 * Rounds a requested quantity UP to the nearest valid amount (buyers type "7" meaning "about 7"; a
 * middle pack cannot be split). If that exceeds stock it falls back to the largest valid amount in
 * stock, because offering less is better than refusing.
 */
export function normaliseQuantity(goods: QuantityGoods, requested: number): NormalisedQuantity {
  if (!goods.is_buy) return { number: null, changed: true, reason: '该商品暂不可购买' };
  const pack = Math.max(goods.pack_quantity, 1);
  const smallest = smallestValidQuantity(goods);
  const wanted = Number.isFinite(requested) ? Math.ceil(requested) : smallest;
  let n = Math.max(smallest, Math.ceil(wanted / pack) * pack);
  if (n > goods.stock) {
    n = Math.floor(goods.stock / pack) * pack;
    if (n < smallest) {
      return { number: null, changed: true, reason: `库存不足，仅剩${goods.stock}${goods.bzdw}` };
    }
  }
  if (n === requested) return { number: n, changed: false, reason: null };
  const check = checkQuantity(goods, requested);
  return { number: n, changed: true, reason: check.ok ? null : check.reason };
}
