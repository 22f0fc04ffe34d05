/**
 * What a selection of cart lines becomes: one order of ordinary goods and, apart, one of
 * ephedrine-containing goods (paid on /cart/hm, purchaser recorded). Each is priced by the cart's
 * engine on its own lines, so 满减 and shipping apply per order; the coupon goes to the ordinary
 * order (or the only one). Used by the confirm page and, inside the order transaction, by placing.
 */
import { bestCoupon, couponDiscount, prorate, type Coupon, type OrderKind } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { refused } from '../../lib/errors';
import {
  priceCartDetailed,
  type CartContext,
  type DetailedPricing,
  type PricedCart,
  type PricedLine,
} from '../cart/cart.pricing';
import { toEngineCoupon, type WalletCouponRow } from '../wallet/wallet.service';

export interface PlanGroup {
  kind: OrderKind;
  lines: PricedLine[];
  cart: PricedCart;
  ctx: CartContext;
  couponFen: number;
  /** Per line (same order as lines): the coupon saving spread over coupon-eligible lines. */
  couponShares: number[];
  payableFen: number;
}

export interface CouponChoice {
  row: WalletCouponRow;
  coupon: Coupon;
  usable: boolean;
  saving: number;
  reason: string | null;
}

export interface Plan {
  groups: PlanGroup[];
  coupons: CouponChoice[];
  chosen: CouponChoice | null;
  payableFen: number;
  blockers: string[];
}

/** 'best': preselect the best usable coupon (confirm page); a number: the buyer's pick; 0: none. */
export type CouponPick = number | 'best';

const kindOf = (l: PricedLine): OrderKind => (l.goods.isEphedrine ? 'ephedrine' : 'normal');

/** What a plan prices: the chosen lines (each once) as selected, with the buyer's wallet coupons. */
export const planOptions = (lineIds: number[], now: Date) => ({
  lineIds: [...new Set(lineIds)],
  now,
  withCoupons: true,
});

export async function buildPlan(
  db: Db | Tx,
  userId: number,
  lineIds: number[],
  pick: CouponPick,
  now: Date,
): Promise<Plan> {
  const opts = planOptions(lineIds, now);
  return planFrom(db, userId, opts.lineIds, await priceCartDetailed(db, userId, opts), pick, now);
}

/** The plan of the selection `wanted` (each id once), already priced with planOptions as `whole`. */
export async function planFrom(
  db: Db | Tx,
  userId: number,
  wanted: number[],
  whole: DetailedPricing,
  pick: CouponPick,
  now: Date,
): Promise<Plan> {
  if (whole.cart.lines.length !== wanted.length) {
    throw refused('所选商品已不在购物车中，请返回购物车刷新后再结算');
  }
  const kinds: OrderKind[] = (['normal', 'ephedrine'] as const).filter((k) =>
    whole.cart.lines.some((l) => kindOf(l) === k),
  );
  const groups: PlanGroup[] = [];
  for (const kind of kinds) {
    const ids = whole.cart.lines.filter((l) => kindOf(l) === kind).map((l) => l.id);
    const priced = kinds.length === 1 ? whole : await priceCartDetailed(db, userId, { lineIds: ids, now });
    groups.push({
      kind,
      lines: priced.cart.lines,
      cart: priced.cart,
      ctx: priced.ctx,
      couponFen: 0,
      couponShares: priced.cart.lines.map(() => 0),
      payableFen: priced.cart.totals.payableFen + priced.cart.totals.shippingFeeFen,
    });
  }
  const target = groups[0];
  const eligible = target?.cart.totals.couponEligibleFen ?? 0;
  const rows = whole.coupons;
  const coupons = rows.map((row): CouponChoice => {
    const coupon = toEngineCoupon(row);
    const r = couponDiscount(coupon, eligible, now);
    return { row, coupon, usable: r.usable && r.saving > 0, saving: r.saving, reason: r.reason };
  });
  let chosen: CouponChoice | null = null;
  if (pick === 'best') {
    const best = bestCoupon(
      coupons.map((c) => c.coupon),
      eligible,
      now,
    );
    chosen = best ? (coupons.find((c) => c.coupon.id === best.coupon.id) ?? null) : null;
  } else if (pick > 0) {
    chosen = coupons.find((c) => c.row.id === pick) ?? null;
    if (!chosen) throw refused('优惠券不可用：已使用、已过期或不属于您');
    if (!chosen.usable) throw refused(`优惠券不可用：${chosen.reason ?? '不满足使用条件'}`);
  }
  if (target && chosen) applyCoupon(target, chosen.saving);
  const blockers = groups.flatMap((g) =>
    g.lines
      .filter((l) => l.blockReason || !l.isSelected)
      .map((l) => `「${l.goods.name}」${l.blockReason ?? '暂不可购买'}`),
  );
  return { groups, coupons, chosen, payableFen: groups.reduce((s, g) => s + g.payableFen, 0), blockers };
}

/** Spreads the saving over coupon-eligible lines by what is still to pay on each (after 满减). */
function applyCoupon(group: PlanGroup, saving: number): void {
  const weights = group.lines.map((l) =>
    l.withCoupon && l.isSelected ? Math.max(l.lineTotalFen - l.manjianShareFen, 0) : 0,
  );
  if (weights.every((w) => w === 0)) return;
  group.couponFen = saving;
  group.couponShares = prorate(weights, saving);
  group.payableFen -= saving;
}
