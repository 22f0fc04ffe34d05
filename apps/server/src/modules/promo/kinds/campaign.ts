import { sql } from 'drizzle-orm';
import type { CampaignInputSchema } from '@shop/shared';
import type { z } from 'zod';
import { listOf, saveRow, windowOf, type KindDef } from './common';

/** Orders paid with a coupon of this campaign's kind since the campaign began. */
const itsOrders = sql`FROM orders o JOIN user_coupons u ON u.id = o.user_coupon_id
  WHERE u.coupon_id = k.coupon_id AND o.status <> 'cancelled' AND o.created_at >= k.created_at`;

/** 领券中心: claims counted by the campaign itself; orders and money by the coupons used. */
export const campaign: KindDef<z.output<typeof CampaignInputSchema>> = {
  table: 'coupon_campaigns',
  label: '领券中心',
  list: listOf({
    from: sql`coupon_campaigns k JOIN coupons c ON c.id = k.coupon_id`,
    order: sql`k.id`,
    name: sql`k.title`,
    window: 'k',
    claims: sql`k.claimed`,
    orders: sql`(SELECT count(*)::int ${itsOrders})`,
    given: sql`coalesce((SELECT sum(o.coupon_fen)::bigint ${itsOrders}), 0)`,
    input: sql`json_build_object('coupon_id', k.coupon_id, 'title', k.title, 'total', k.total, 'claimed', k.claimed,
        'per_buyer', k.per_buyer, 'valid_days', k.valid_days, 'sort', k.sort, 'coupon', c.name)`,
  }),
  write: (tx, id, k) =>
    saveRow(
      tx,
      'coupon_campaigns',
      id,
      {
        coupon_id: k.coupon_id,
        title: k.title,
        total: k.total,
        per_buyer: k.per_buyer,
        valid_days: k.valid_days,
        sort: k.sort,
        ...windowOf(k),
      },
      // The stock can shrink only down to what buyers already claimed (the table's check says so too).
      { where: sql`claimed <= ${k.total}`, msg: '发放总量不能少于已领取的数量' },
    ),
  summary: (r) => {
    const i = r.input as { coupon: string; total: number; claimed: number; per_buyer: number };
    return `${i.coupon}：已领 ${i.claimed}/${i.total}，每人限领${i.per_buyer}张`;
  },
};
