/**
 * The cart's one pricing pass: price each line, force unselectable lines off, split full-reductions,
 * then derive coupon eligibility, free-shipping gap and payable. Pure: the same input gives the same
 * figures in the browser and on the server.
 */
import { allocateManjian } from './allocate';
import { lineAvailability } from './availability';
import { priceLine } from './cart-line';
import { couponDiscount } from './coupon';
import { explain } from './explain';
import { formatFen } from './fen';
import { giftData } from './gift';
import { ladderNextHint } from './hint';
import { ladderText } from './ladder';
import type { CartPricing, LineResult } from './output';
import { itemFreeShipping, shippingData } from './shipping';
import { isWithin } from './time';
import { LINE_TYPE, type CartInput } from './types';

export function priceCart(input: CartInput): CartPricing {
  const { now, promotions } = input;
  const goodsById = new Map(input.goods.map((g) => [g.id, g]));
  const combos = new Map(promotions.combinations.map((c) => [c.id, c]));

  const drafts = input.lines.map((line) => {
    const combination = line.combination_id != null ? combos.get(line.combination_id) : undefined;
    const availability = lineAvailability(line, goodsById, combination);
    const priced = priceLine(line, goodsById, combination, promotions, now);
    const unavailable = availability.unavailable_reason ?? priced.unavailable_reason;
    const selected = line.is_selected && unavailable === null;
    return { line, goods: goodsById.get(line.goods_id), priced, availability, unavailable, selected };
  });

  const allocation = allocateManjian(
    drafts.map((d) => ({
      key: d.line.key,
      goods_id: d.line.goods_id,
      manjian_id: d.line.manjian_id,
      total: d.priced.total,
      eligible: d.selected && d.priced.discountable,
    })),
    promotions.manjians.filter((a) => isWithin(a, now)),
  );

  const freeShippingGoods: number[] = [];
  const lines = drafts.map(({ line, goods, priced, availability, unavailable, selected }): LineResult => {
    const share = allocation.shares.get(line.key) ?? 0;
    const covering = allocation.activityOf.get(line.key);
    const activity = priced.discountable ? covering : undefined;
    const breakdown = [...priced.steps];
    if (share > 0 && activity) breakdown.push(explain.manjianShare(activity.name, share));
    if (!priced.discountable && priced.unavailable_reason === null && (covering || goods?.with_coupon)) {
      breakdown.push(explain.noManjian);
    }
    const isNormal = line.type !== LINE_TYPE.flash && line.type !== LINE_TYPE.combination;
    const gift = isNormal ? giftData(promotions.gifts, line.goods_id, line.number, now) : null;
    if (gift && gift.data.total > 0) {
      breakdown.push(explain.gift(gift.rule.every, gift.rule.give, gift.data.total, goods?.bzdw ?? '件'));
    }
    let freeShipping = false;
    if (goods && line.type !== LINE_TYPE.combination) {
      const rule = itemFreeShipping(goods, line.number);
      if (rule) {
        freeShipping = rule.short_by === 0;
        breakdown.push(explain.freeShipping(goods.bzdw, rule.short_by, rule.need));
        if (freeShipping && selected) freeShippingGoods.push(goods.id);
      }
    }
    if (line.is_selected && !selected && unavailable) breakdown.push(explain.unselected(unavailable));
    return {
      key: line.key,
      goods_id: line.goods_id,
      type: line.type,
      number: line.number,
      price: priced.price,
      raw_price: priced.raw_price,
      total: priced.total,
      is_selected: selected,
      forced_unselected: line.is_selected && !selected,
      unavailable_reason: unavailable,
      quantity_notice: availability.quantity_notice,
      manjian_id: activity?.id ?? null,
      goods_manjian_amount: share,
      with_coupon: priced.discountable && (goods?.with_coupon ?? false),
      gift_data: gift?.data ?? null,
      free_shipping: freeShipping,
      ladder: isNormal && goods && goods.ladder_price.length > 0 ? ladderText(goods, line.number) : null,
      next_hint: isNormal && goods ? ladderNextHint(goods, line.number) : null,
      breakdown,
      parts:
        priced.parts && priced.parts.length > 0
          ? priced.parts
          : [{ number: line.number, price: priced.price, total: priced.total, reason: null }],
    };
  });

  const chosen = lines.filter((l) => l.is_selected);
  const goodsAmount = chosen.reduce((s, l) => s + l.total, 0);
  const manjianAmount = chosen.reduce((s, l) => s + l.goods_manjian_amount, 0);
  const couponEligible = chosen
    .filter((l) => l.with_coupon)
    .reduce((s, l) => s + l.total - l.goods_manjian_amount, 0);
  const coupon = input.coupon
    ? { coupon: input.coupon, ...couponDiscount(input.coupon, couponEligible, now) }
    : null;
  const couponAmount = coupon?.usable ? coupon.saving : 0;
  const payable = goodsAmount - manjianAmount - couponAmount;

  const blockers: string[] = [];
  if (!input.buyer.is_passed) blockers.push('资质审核未通过，暂不能下单');
  if (chosen.length === 0) blockers.push('请选择要结算的商品');
  for (const l of chosen) {
    if (l.quantity_notice)
      blockers.push(`「${goodsById.get(l.goods_id)?.name ?? l.key}」${l.quantity_notice}`);
  }

  const breakdown = [`商品合计 ${formatFen(goodsAmount)}（已选${chosen.length}种）`];
  if (manjianAmount > 0) breakdown.push(`满减 -${formatFen(manjianAmount)}`);
  if (couponAmount > 0 && coupon)
    breakdown.push(`优惠券「${coupon.coupon.name}」-${formatFen(couponAmount)}`);
  breakdown.push(explain.payable(goodsAmount, manjianAmount, couponAmount, payable));

  return {
    lines,
    total: {
      goods_amount: goodsAmount,
      manjian_amount: manjianAmount,
      coupon_eligible_amount: couponEligible,
      coupon_amount: couponAmount,
      payable,
      selected_count: chosen.length,
    },
    activity_data: { manjians: allocation.results },
    shipping_data: shippingData(input.shipping, goodsAmount, freeShippingGoods),
    coupon: coupon ? { id: coupon.coupon.id, saving: couponAmount, reason: coupon.reason } : null,
    checkout_blockers: blockers,
    breakdown,
  };
}
