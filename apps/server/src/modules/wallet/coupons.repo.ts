import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CouponKindSchema, formatZhe, fenToYuan, type Coupon } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryChecked } from '../../db/query';

/** A coupon in a buyer's wallet, joined with its design (a row of WALLET_COUPON_SELECT). */
export const WalletCouponSchema = z.object({
  id: z.number(),
  coupon_id: z.number(),
  name: z.string(),
  kind: CouponKindSchema,
  rule_type: z.enum(['full_reduction', 'discount', 'cash']),
  threshold_fen: z.number(),
  amount_fen: z.number(),
  rate_permille: z.number(),
  max_discount_fen: z.number().nullable(),
  status: z.enum(['unused', 'used']),
  // Raw rows carry timestamps as the driver parses them: a Date on node-postgres, text on PGlite.
  starts_at: z.union([z.date(), z.string()]).nullable(),
  ends_at: z.union([z.date(), z.string()]).nullable(),
  order_no: z.string().nullable(),
});
export type WalletCouponRow = z.infer<typeof WalletCouponSchema>;

export const WALLET_COUPON_SELECT = sql`
  SELECT uc.id, uc.coupon_id, c.name, c.kind, c.rule_type, c.threshold_fen::int AS threshold_fen,
         c.amount_fen::int AS amount_fen, c.rate_permille, c.max_discount_fen::int AS max_discount_fen,
         uc.status, uc.starts_at, uc.ends_at, o.order_no
    FROM user_coupons uc
    JOIN coupons c ON c.id = uc.coupon_id
    LEFT JOIN orders o ON o.id = uc.order_id`;

/**
 * Unused coupons whose window has not ended, soonest-expiring first (the picker at checkout); read
 * inside the cart's pricing snapshot (cart.snapshot.ts).
 */
export const unusedCouponsSql = (userId: number, now: Date) =>
  sql`${WALLET_COUPON_SELECT} WHERE uc.user_id = ${userId} AND uc.status = 'unused'
        AND (uc.ends_at IS NULL OR uc.ends_at > ${now.toISOString()})
      ORDER BY uc.ends_at NULLS LAST, uc.id`;

/** A row read through json_agg (timestamps arrive as strings) in the driver's shape. */
export const couponFromJson = (r: WalletCouponRow): WalletCouponRow => ({
  ...r,
  starts_at: r.starts_at === null ? null : new Date(r.starts_at),
  ends_at: r.ends_at === null ? null : new Date(r.ends_at),
});

export async function findWalletCoupon(
  db: Db | Tx,
  userId: number,
  id: number,
): Promise<WalletCouponRow | null> {
  const [row] = await queryChecked(
    db,
    WalletCouponSchema,
    sql`${WALLET_COUPON_SELECT} WHERE uc.user_id = ${userId} AND uc.id = ${id}`,
  );
  return row ?? null;
}

/** The engine's view of a wallet coupon; the id is the wallet (user coupon) id. */
export function toEngineCoupon(r: WalletCouponRow): Coupon {
  const window = {
    starts_at: r.starts_at ? new Date(r.starts_at) : null,
    ends_at: r.ends_at ? new Date(r.ends_at) : null,
  };
  switch (r.rule_type) {
    case 'full_reduction':
      return {
        id: r.id,
        name: r.name,
        ...window,
        rule: { type: 'full_reduction', threshold: r.threshold_fen, amount: r.amount_fen },
      };
    case 'discount':
      return {
        id: r.id,
        name: r.name,
        ...window,
        rule: {
          type: 'discount',
          threshold: r.threshold_fen,
          rate_permille: r.rate_permille,
          max_discount: r.max_discount_fen,
        },
      };
    case 'cash':
      return { id: r.id, name: r.name, ...window, rule: { type: 'cash', amount: r.amount_fen } };
  }
}

/** 满300减30 / 满500打9.5折（最多减50元） / 无门槛减20元. */
export function ruleText(r: WalletCouponRow): string {
  const y = (f: number) => fenToYuan(f).replace(/\.00$/, '');
  switch (r.rule_type) {
    case 'full_reduction':
      return `满${y(r.threshold_fen)}减${y(r.amount_fen)}`;
    case 'discount': {
      const cap = r.max_discount_fen != null ? `（最多减${y(r.max_discount_fen)}元）` : '';
      const head = r.threshold_fen > 0 ? `满${y(r.threshold_fen)}打` : '';
      return `${head}${formatZhe(r.rate_permille)}${cap}`;
    }
    case 'cash':
      return `无门槛减${y(r.amount_fen)}元`;
  }
}

export function valueText(r: WalletCouponRow): string {
  return r.rule_type === 'discount'
    ? formatZhe(r.rate_permille)
    : `¥${fenToYuan(r.amount_fen).replace(/\.00$/, '')}`;
}
