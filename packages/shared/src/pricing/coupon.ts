/**
 * Coupons (满减券, 折扣券, 现金券). Every saving is capped at the eligible amount so that a coupon can
 * never make a payable amount negative. A discount coupon floors the amount still to pay (spec §9:
 * money totals round down), so the saving is the eligible amount minus that floor.
 */
import { formatFen, formatZhe, mulDivFloor, type Fen } from './fen';
import { toMs, windowState, type Instant } from './time';
import type { Coupon } from './types';

export interface CouponResult {
  usable: boolean;
  saving: Fen;
  /** Why it cannot be used, for the coupon picker. */
  reason: string | null;
}

/** What is left to pay after a rate: floor(amount × rate ÷ 1000). */
export function applyRateFloor(amount: Fen, ratePermille: number): Fen {
  return mulDivFloor(amount, ratePermille, 1000);
}

export function couponDiscount(coupon: Coupon, eligibleAmount: Fen, now: Instant): CouponResult {
  const state = windowState(coupon, now);
  if (state === 'pending') return { usable: false, saving: 0, reason: '优惠券未到使用时间' };
  if (state === 'ended') return { usable: false, saving: 0, reason: '优惠券已过期' };
  const rule = coupon.rule;
  if (eligibleAmount <= 0) return { usable: false, saving: 0, reason: '没有可用券的商品' };
  switch (rule.type) {
    case 'full_reduction':
      if (eligibleAmount < rule.threshold) {
        return {
          usable: false,
          saving: 0,
          reason: `满${formatFen(rule.threshold)}可用，还差${formatFen(rule.threshold - eligibleAmount)}`,
        };
      }
      return { usable: true, saving: Math.min(rule.amount, eligibleAmount), reason: null };
    case 'discount': {
      if (eligibleAmount < rule.threshold) {
        return {
          usable: false,
          saving: 0,
          reason: `满${formatFen(rule.threshold)}可用${formatZhe(rule.rate_permille)}，还差${formatFen(rule.threshold - eligibleAmount)}`,
        };
      }
      const saving = eligibleAmount - applyRateFloor(eligibleAmount, rule.rate_permille);
      return {
        usable: true,
        saving: rule.max_discount != null ? Math.min(saving, rule.max_discount) : saving,
        reason: null,
      };
    }
    case 'cash':
      return { usable: true, saving: Math.min(rule.amount, eligibleAmount), reason: null };
  }
}

export interface BestCoupon {
  coupon: Coupon;
  saving: Fen;
}

/**
 * The usable coupon with the greatest saving. Ties go to the coupon that expires first (so the buyer
 * does not lose it), then to the earlier one in the list.
 */
export function bestCoupon(coupons: readonly Coupon[], eligibleAmount: Fen, now: Instant): BestCoupon | null {
  let best: BestCoupon | null = null;
  for (const coupon of coupons) {
    const r = couponDiscount(coupon, eligibleAmount, now);
    if (!r.usable || r.saving <= 0) continue;
    if (best === null || r.saving > best.saving) {
      best = { coupon, saving: r.saving };
    } else if (r.saving === best.saving && expiry(coupon) < expiry(best.coupon)) {
      best = { coupon, saving: r.saving };
    }
  }
  return best;
}

function expiry(coupon: Coupon): number {
  return coupon.ends_at == null ? Number.POSITIVE_INFINITY : toMs(coupon.ends_at);
}
