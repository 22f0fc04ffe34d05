/**
 * Each promotion kind the pricing engine reads, one repository each (<kind>.repo.ts, shared SQL
 * fragments in common.repo.ts): how its rows are written from the admin form, read back into the
 * form, summarised in one line, and what it achieved (claims, orders, money given). Results come from what orders recorded: order_lines.line_type/promotion_id
 * for flash sales and combinations, manjian_share_fen for 满减, orders.user_coupon_id for coupons.
 */
import type { PromoKind } from '@shop/shared';
import type { KindDef } from './common.repo';
import { campaign } from './campaign.repo';
import { cashback } from './cashback.repo';
import { combination } from './combination.repo';
import { coupon } from './coupon.repo';
import { draw } from './draw.repo';
import { flash } from './flash.repo';
import { gift } from './gift.repo';
import { groupbuy } from './groupbuy.repo';
import { manjian } from './manjian.repo';
import { points } from './points.repo';
import { special } from './special.repo';
import { zone } from './zone.repo';

export type { PromoListRow } from './common.repo';

/** Each kind checks its own input (PROMO_INPUT_SCHEMAS) before write is called with it. */
export const KINDS: { [K in PromoKind]: KindDef<never> } = {
  coupon,
  manjian,
  flash,
  special,
  combination,
  gift,
  campaign,
  zone,
  cashback,
  points,
  draw,
  groupbuy,
};
