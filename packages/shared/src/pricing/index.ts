/**
 * Public API of the pricing engine. Names are explicit (no `export *`) so that the package index,
 * which also re-exports money, constants and validation, never meets two members of one name.
 */
export {
  PricingGoodsSchema,
  LadderTierSchema,
  CartLineInputSchema,
  BuyerSchema,
  FlashSaleSchema,
  CombinationSchema,
  SpecialPriceSchema,
  ManjianTierSchema,
  ManjianActivitySchema,
  GiftRuleSchema,
  ShippingRuleSchema,
  CouponSchema,
  CartInputSchema,
  LINE_TYPE,
  type PricingGoods,
  type LadderTier,
  type CartLineInput,
  type FlashSale,
  type Combination,
  type SpecialPrice,
  type ManjianTier,
  type ManjianActivity,
  type GiftRule,
  type ShippingRule,
  type Coupon,
  type CartInput,
} from './types';
export {
  LadderRowSchema,
  LadderTextSchema,
  HintSchema,
  ManjianTierStatusSchema,
  GiftDataSchema,
  LineResultSchema,
  ManjianResultSchema,
  ShippingDataSchema,
  CartPricingSchema,
  type LadderRow,
  type LadderText,
  type Hint,
  type ManjianTierStatus,
  type GiftData,
  type LineResult,
  type ManjianResult,
  type ShippingData,
  type CartPricing,
} from './output';
export { formatFen, formatZhe, mulDivFloor } from './fen';
export { isWithin, toMs, windowState, type Instant } from './time';
export {
  AT_MOST_LADDER_TYPE,
  ladderTierFor,
  ladderUnitPrice,
  ladderText,
  nextLadderStep,
  tierLabel,
  type LadderGoods,
  type LadderPrice,
} from './ladder';
export {
  checkQuantity,
  normaliseQuantity,
  smallestValidQuantity,
  type QuantityGoods,
  type QuantityCheck,
  type QuantityCode,
  type NormalisedQuantity,
} from './quantity';
export { prorate } from './prorate';
export { manjianTierStatus, achievedTier, manjianReduction, manjianNextHint } from './manjian';
export { allocateManjian, activityFor, type AllocatableLine, type Allocation } from './allocate';
export { shippingGap, shippingData, itemFreeShipping, type ShippingGoods } from './shipping';
export { couponDiscount, bestCoupon, applyRateFloor, type CouponResult, type BestCoupon } from './coupon';
export { giftFor, giftData } from './gift';
export { nextHint, ladderNextHint, type NextHintQuery } from './hint';
export { explain as pricingExplain, SPECIAL_KIND_LABEL } from './explain';
export {
  priceNormal,
  priceFlash,
  flashBeats,
  flashUnitsOf,
  priceCombination,
  bestSpecial,
  specialUnitsLeft,
  flashReason,
  OVER_CAP_REASON,
  type PricedLine,
  type LinePart,
  type SpecialPick,
} from './line-price';
export { lineAvailability, type LineAvailability } from './availability';
export { priceCart } from './cart';
export { priceLine } from './cart-line';
export { cashbackFor, cashbackDue, type CashbackTier, type CashbackResult } from './cashback';
export {
  groupBuyState,
  groupBuyQuote,
  groupJoinRefusal,
  groupPlacesLeft,
  type GroupBuyTerms,
  type GroupBuyState,
  type GroupBuyQuote,
} from './groupbuy';
export { pointsForOrder, POINTS_PER_YUAN, POINTS_REASON_TEXT, type PointsReason } from './points';
export {
  customerPrice,
  ladderUnder,
  priceGroupKey,
  resolvePrice,
  ruleSpecificity,
  PRICE_REASON,
  type CustomerPrice,
  type CustomerPriceRule,
  type PriceBuyer,
  type ResolvableGoods,
  type ResolvedPrice,
} from './customer-price';
export { resolveLine, type FlashTerms, type ResolvedLine } from './resolve-line';
