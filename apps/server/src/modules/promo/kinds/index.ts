/**
 * Each promotion kind the pricing engine reads, one file each: how its rows are written from the
 * admin form, read back into the form, summarised in one line, and what it achieved (claims,
 * orders, money given). Results come from what orders recorded: order_lines.line_type/promotion_id
 * for flash sales and combinations, manjian_share_fen for 满减, orders.user_coupon_id for coupons.
 */
import type { PromoKind } from '@shop/shared';
import type { KindDef } from './common';
import { campaign } from './campaign';
import { cashback } from './cashback';
import { combination } from './combination';
import { coupon } from './coupon';
import { draw } from './draw';
import { flash } from './flash';
import { gift } from './gift';
import { groupbuy } from './groupbuy';
import { manjian } from './manjian';
import { points } from './points';
import { special } from './special';
import { zone } from './zone';

export type { PromoListRow } from './common';

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
