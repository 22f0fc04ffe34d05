import { sql } from 'drizzle-orm';
import type { CouponInputSchema } from '@shop/shared';
import type { z } from 'zod';
import { queryRows } from '../../../db/query';
import { listOf, saveRow, y, type KindDef } from './common.repo';

/** 优惠券: claims are the coupons in wallets, orders those used, given the orders' coupon amounts. */
export const coupon: KindDef<z.output<typeof CouponInputSchema>> = {
  table: 'coupons',
  label: '优惠券',
  list: listOf({
    from: sql`coupons c`,
    order: sql`c.id`,
    name: sql`c.name`,
    claims: sql`(SELECT count(*)::int FROM user_coupons u WHERE u.coupon_id = c.id)`,
    orders: sql`(SELECT count(*)::int FROM user_coupons u WHERE u.coupon_id = c.id AND u.status = 'used')`,
    given: sql`coalesce((SELECT sum(o.coupon_fen)::bigint FROM orders o JOIN user_coupons u ON u.id = o.user_coupon_id
                 WHERE u.coupon_id = c.id AND o.status <> 'cancelled'), 0)`,
    input: sql`json_build_object('name', c.name, 'kind', c.kind, 'rule_type', c.rule_type, 'threshold', c.threshold_fen,
        'amount', c.amount_fen, 'rate_permille', c.rate_permille, 'max_discount', c.max_discount_fen)`,
  }),
  write: (tx, id, c) =>
    saveRow(tx, 'coupons', id, {
      name: c.name,
      kind: c.kind,
      rule_type: c.rule_type,
      threshold_fen: c.threshold,
      amount_fen: c.amount,
      rate_permille: c.rate_permille,
      max_discount_fen: c.max_discount ?? null,
    }),
  summary: (r) => {
    const i = r.input as Record<string, unknown>;
    if (i.rule_type === 'discount') return `满${y(i.threshold)}打${Number(i.rate_permille) / 100}折`;
    if (i.rule_type === 'cash') return `现金券 ${y(i.amount)}元`;
    return `满${y(i.threshold)}减${y(i.amount)}`;
  },
  async blocker(tx, id) {
    const [u] = await queryRows<{ campaigns: number; prizes: number }>(
      tx,
      sql`SELECT (SELECT count(*)::int FROM coupon_campaigns WHERE coupon_id = ${id}) AS campaigns,
                 (SELECT count(*)::int FROM draw_prizes WHERE coupon_id = ${id}) AS prizes`,
    );
    if (u && u.campaigns > 0) return `该优惠券被 ${u.campaigns} 个领券活动使用，不能删除`;
    if (u && u.prizes > 0) return '该优惠券是抽奖奖品，不能删除';
    return null;
  },
};
